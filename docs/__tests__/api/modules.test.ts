/**
 * The client API, plugin methods, logger and ESLint pages cover what the
 * installed 3.8.1 packages export.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {readDocumentedPage} from './apiTables';

const repoRoot = path.resolve(__dirname, '../../..');
const read = (file: string) => readDocumentedPage(path.join(repoRoot, file));

/** Modules of module-type-aliases that are plumbing, not user API. */
const internalClientModules: Record<string, string> = {
  '@docusaurus/constants':
    'exports the default plugin id constant used by plugins internally',
  '@docusaurus/ComponentCreator': 'used by the generated routes file only',
  '@docusaurus/Noop': 'empty component used by the generated code only',
  '@docusaurus/renderRoutes': 'used by the client app shell only',
};

describe('client API page (docs/docusaurus-core.mdx)', () => {
  it('documents every public @docusaurus/* client module', () => {
    const declarations = readFileSync(
      require.resolve('@docusaurus/module-type-aliases/src/index.d.ts'),
      'utf8',
    );
    const modules = [
      ...declarations.matchAll(/declare module '(@docusaurus\/[^']+)'/g),
    ]
      .map((match) => match[1]!)
      .filter((name) => !(name in internalClientModules));
    expect(modules.length).toBeGreaterThan(10);
    const {text} = read('docs/docusaurus-core.mdx');
    const missing = modules.filter(
      (name) => !new RegExp(`['"\`]${name}['"\`]`).test(text),
    );
    console.log(
      `client API: ${modules.length - missing.length} / ${modules.length} modules`,
    );
    expect(missing).toEqual([]);
  });
});

/** Member names of an exported type literal in a .d.ts file. */
function typeMembers(file: string, typeName: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const members: string[] = [];
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === typeName) {
      const visit = (type: ts.TypeNode) => {
        if (ts.isTypeLiteralNode(type)) {
          for (const member of type.members) {
            if (member.name && ts.isIdentifier(member.name)) {
              members.push(member.name.text);
            }
          }
        } else if (ts.isIntersectionTypeNode(type)) {
          type.types.forEach(visit);
        }
      };
      visit(node.type);
    }
  });
  return members;
}

describe('plugin method pages (docs/api/plugin-methods/)', () => {
  it('give every plugin lifecycle and static method a heading', () => {
    const typesFile = require.resolve('@docusaurus/types/src/plugin.d.ts');
    const methods = [
      ...typeMembers(typesFile, 'Plugin'),
      ...typeMembers(typesFile, 'PluginModule'),
    ].filter((name) => name !== 'name');
    expect(methods).toContain('loadContent');
    const headings = [
      'README',
      'lifecycle-apis',
      'static-methods',
      'i18n-lifecycles',
      'extend-infrastructure',
    ].flatMap((page) => read(`docs/api/plugin-methods/${page}.mdx`).headings);
    const missing = [...new Set(methods)].filter(
      (method) =>
        !headings.some((heading) =>
          new RegExp(`\\b${method}\\b`).test(heading),
        ),
    );
    console.log(
      `plugin methods: ${methods.length - missing.length} / ${methods.length} with a heading`,
    );
    expect(missing).toEqual([]);
  });
});

describe('logger page (docs/api/misc/logger/logger.mdx)', () => {
  it('documents every export of @docusaurus/logger, and only those', async () => {
    // Read in a Node process of its own: test files share their worker's
    // modules, and in one that has loaded the engine the logger object
    // shows more keys than the package exports.
    const exported = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '-p',
          "JSON.stringify(Object.keys(require('@docusaurus/logger').default))",
        ],
        {cwd: repoRoot, encoding: 'utf8'},
      ),
    ) as string[];
    const documented = read('docs/api/misc/logger/logger.mdx').options.map(
      (option) => option.name.replace(/^logger\./, '').replace(/\(.*$/, ''),
    );
    expect(exported.length).toBeGreaterThan(0);
    expect(documented.length).toBeGreaterThan(0);
    console.log(
      `logger: ${exported.filter((n) => documented.includes(n)).length} / ${exported.length} exports`,
    );
    expect(exported.filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !exported.includes(name))).toEqual([]);
  });
});

describe('ESLint plugin pages (docs/api/misc/eslint-plugin/)', () => {
  it('list every rule with its own page and its options', async () => {
    const plugin = (await import('@docusaurus/eslint-plugin')) as unknown as {
      rules: Record<
        string,
        {meta: {schema: {properties?: Record<string, unknown>}[]}}
      >;
      configs: {recommended: {rules: Record<string, string>}};
    };
    expect(Object.keys(plugin.rules).length).toBeGreaterThan(0);
    const readme = read('docs/api/misc/eslint-plugin/README.mdx');
    const problems: string[] = [];
    for (const [rule, definition] of Object.entries(plugin.rules)) {
      if (!readme.text.includes(`@docusaurus/${rule}`)) {
        problems.push(`README does not list @docusaurus/${rule}`);
      }
      const page = read(`docs/api/misc/eslint-plugin/${rule}.mdx`);
      const options = Object.keys(definition.meta.schema[0]?.properties ?? {});
      const documented = page.options.map((option) => option.name);
      for (const option of options) {
        if (!documented.includes(option)) {
          problems.push(`${rule}: option ${option} is not in an APITable`);
        }
      }
      for (const option of documented) {
        if (!options.includes(option)) {
          problems.push(
            `${rule}: documents ${option}, which the rule does not accept`,
          );
        }
      }
    }
    for (const rule of Object.keys(plugin.configs.recommended.rules)) {
      if (!readme.text.includes(rule)) {
        problems.push(`README does not mention recommended rule ${rule}`);
      }
    }
    console.log(
      `ESLint plugin: ${Object.keys(plugin.rules).length} rules checked`,
    );
    expect(problems).toEqual([]);
  });
});
