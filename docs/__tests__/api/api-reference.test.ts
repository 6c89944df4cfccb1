/**
 * Holds the API reference to the code: every option of the installed 3.8.1
 * schemas is documented on its page, no page documents an option the schema
 * does not have, and documented defaults equal the schema defaults.
 */
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {allowedExtras, allowedMissing} from './allowlist';
import {
  parseDefault,
  readDocumentedPage,
  type DocumentedOption,
} from './apiTables';
import {
  allPaths,
  descriptionAt,
  optionsAt,
  type SchemaOption,
} from './joiSchema';
import {pageSpecs, type SchemaSpec} from './specs';

const repoRoot = path.resolve(__dirname, '../../..');
const coverage: {page: string; documented: number; total: number}[] = [];

/** `themeConfig.algolia.appId`, `algolia.appId` -> `appId` for root `algolia`. */
export function normalizeName(name: string, spec: SchemaSpec): string {
  let normalized = name
    .replace(/\[\]/g, '')
    .replace(/<[^>]+>/g, '*')
    .replace(/\s+/g, '')
    .replace(/^(themeConfig|siteConfig)\./, '');
  if (spec.root && normalized.startsWith(`${spec.root}.`)) {
    normalized = normalized.slice(spec.root.length + 1);
  }
  return normalized;
}

function rowsFor(options: DocumentedOption[], spec: SchemaSpec) {
  return options.filter((option) => option.table === spec.table);
}

describe('API reference matches the 3.8.1 option schemas', () => {
  for (const page of pageSpecs) {
    describe(page.file, () => {
      for (const spec of page.schemas) {
        it(spec.label, async () => {
          const documentedPage = readDocumentedPage(
            path.join(repoRoot, page.file),
          );
          const schema = await spec.load();
          const root = spec.root ? descriptionAt(schema, spec.root) : schema;
          const required: SchemaOption[] = [
            ...optionsAt(root),
            ...(spec.expand ?? []).flatMap((nested) => optionsAt(root, nested)),
          ];
          const known = allPaths(root);
          const rows = rowsFor(documentedPage.options, spec);
          // Empty lists would make every comparison below pass.
          expect(
            required.length,
            `options read from ${spec.label}`,
          ).toBeGreaterThan(0);
          expect(
            rows.length,
            `option rows read from ${page.file}`,
          ).toBeGreaterThan(0);
          const byName = new Map(
            rows.map((row) => [normalizeName(row.name, spec), row]),
          );

          const isAllowedMissing = (option: string) =>
            allowedMissing.some(
              (a) => a.file === page.file && a.option === option,
            );
          const isAllowedExtra = (option: string) =>
            allowedExtras.some(
              (a) => a.file === page.file && a.option === option,
            );

          const missing = required
            .map((option) => option.path)
            .filter(
              (option) => !byName.has(option) && !isAllowedMissing(option),
            );
          const extras = [...byName.keys()].filter(
            (option) => !known.has(option) && !isAllowedExtra(option),
          );
          const wrongDefaults = required
            .filter(
              (option) => option.hasPlainDefault && byName.has(option.path),
            )
            .flatMap((option) => {
              const cell = byName.get(option.path)!.cells.default;
              const shown = parseDefault(cell);
              if (
                shown &&
                isDeepStrictEqual(shown.value, option.defaultValue)
              ) {
                return [];
              }
              return [
                `${option.path}: schema default ${JSON.stringify(option.defaultValue)}, page shows ${cell === undefined ? '(no Default column)' : JSON.stringify(cell)}`,
              ];
            });

          coverage.push({
            page: `${page.file} (${spec.label})`,
            documented: required.length - missing.length,
            total: required.length,
          });
          expect(
            missing,
            `options of ${spec.label} missing from ${page.file}`,
          ).toEqual([]);
          expect(
            extras,
            `options documented in ${page.file} that ${spec.label} does not have`,
          ).toEqual([]);
          expect(wrongDefaults, `defaults on ${page.file}`).toEqual([]);
        });
      }
    });
  }
});

afterAll(() => {
  const documented = coverage.reduce((sum, row) => sum + row.documented, 0);
  const total = coverage.reduce((sum, row) => sum + row.total, 0);
  console.log(
    [
      'API reference coverage (documented / schema options):',
      ...coverage.map(
        (row) =>
          `  ${String(row.documented).padStart(3)} / ${String(row.total).padEnd(3)} ${row.page}`,
      ),
      `  ${documented} / ${total} in total (${total === 0 ? 100 : Math.floor((documented / total) * 100)}%)`,
    ].join('\n'),
  );
});
