// Every patch in patches/ changes one exact version of a package. When that
// version changes (an upgrade, a lockfile refresh), the patch may no longer
// fit or no longer be needed: this fails until someone checks it, updates
// the patch (`npx patch-package <name>`) or deletes it, and updates the
// README table "Workarounds".
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const patchesDir = path.join(root, 'patches');
const manifest = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
};

/** `@docsearch+react+3.9.0.patch` -> ['@docsearch/react', '3.9.0'] */
function patchTarget(file: string): [string, string] {
  const parts = file.replace(/\.patch$/, '').split('+');
  const version = parts.pop()!;
  return [parts.join('/'), version];
}

/** Lines each patched file must contain once the patch is applied. */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of patch.split('\n')) {
    const target = /^\+\+\+ b\/(.+)$/.exec(line);
    if (target) {
      current = [];
      files.set(target[1]!, current);
    } else if (current && line.startsWith('+') && line.trim() !== '+') {
      current.push(line.slice(1));
    }
  }
  return files;
}

const patches = readdirSync(patchesDir).filter((file) =>
  file.endsWith('.patch'),
);

describe('vendor patches', () => {
  it('are applied on install, failing when one does not apply', () => {
    expect(patches.length).toBeGreaterThan(0);
    expect(manifest.scripts?.postinstall).toBe(
      'patch-package --error-on-fail --error-on-warn',
    );
  });

  for (const file of patches) {
    const [name, version] = patchTarget(file);
    it(`${file}: ${name} is installed and declared at exactly ${version}`, () => {
      const installed = JSON.parse(
        readFileSync(
          path.join(root, 'node_modules', name, 'package.json'),
          'utf8',
        ),
      ) as {version: string};
      expect(installed.version).toBe(version);
      expect(
        manifest.dependencies?.[name] ?? manifest.devDependencies?.[name],
      ).toBe(version);
    });

    it(`${file} is applied to the installed files`, () => {
      const changes = addedLines(
        readFileSync(path.join(patchesDir, file), 'utf8'),
      );
      expect(changes.size).toBeGreaterThan(0);
      for (const [patched, lines] of changes) {
        const content = readFileSync(path.join(root, patched), 'utf8');
        for (const line of lines) {
          expect(content, patched).toContain(line);
        }
      }
    });
  }
});
