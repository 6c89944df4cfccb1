// The service worker additions (src/sw.ts) compile with both bundlers the
// site can build with: Rspack (the default, through @docusaurus/faster) and
// webpack (when `experimental_faster` is off). Each compiles the module
// request that config/pwa.ts gives the PWA plugin, as that plugin does.
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import webpack from 'webpack';
import {afterAll, describe, expect, it} from 'vitest';
import {swCustomModule} from './pwa';

const outDirs: string[] = [];
afterAll(() => {
  for (const dir of outDirs) {
    rmSync(dir, {recursive: true, force: true});
  }
});

interface Stats {
  hasErrors(): boolean;
  toString(): string;
}

type Compiler = {
  run(callback: (error: Error | null, stats?: Stats) => void): void;
};

function compile(
  createCompiler: (config: never) => Compiler,
  config: Record<string, unknown>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    createCompiler(config as never).run((error, stats) => {
      if (error) {
        reject(error);
      } else if (stats?.hasErrors()) {
        reject(new Error(stats.toString()));
      } else {
        resolve();
      }
    });
  });
}

const bundlers: [string, (config: never) => Compiler][] = [
  ['webpack', webpack as unknown as (config: never) => Compiler],
  ['Rspack', rspack as unknown as (config: never) => Compiler],
];

describe('service worker additions', () => {
  for (const [name, createCompiler] of bundlers) {
    it(`compile with ${name}`, {timeout: 120_000}, async () => {
      const outDir = mkdtempSync(path.join(os.tmpdir(), 'sw-'));
      outDirs.push(outDir);
      await compile(createCompiler, {
        entry: swCustomModule,
        output: {path: outDir, filename: 'sw.js'},
        target: 'webworker',
        mode: 'development',
        devtool: false,
      });
      const output = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
      // The module's own code, with its TypeScript types stripped.
      expect(output).toContain('visited-pages');
      expect(output).not.toContain('interface SwParams');
    });
  }
});
