/**
 * The migration guides show what Docusaurus does with 2.x content: every
 * before/after example of the v3 guide is compiled by the real 3.8.1 MDX
 * pipeline (the one `@docusaurus/mdx-loader` builds), and the clean-up
 * script of the versioned-sites guide is run on a v1-style fixture. Each
 * check runs on the page of all three docs versions.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {MarkdownConfig} from '@docusaurus/types';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor.js';
import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor.js';
import {DEFAULT_CONFIG} from '@docusaurus/core/lib/server/configValidation.js';
import {createFixtureSite} from '../../scripts/lib/fixtureSite';

const repoRoot = path.resolve(__dirname, '../..');
const versionFolders = [
  'docs',
  'versioned_docs/version-3.8.1',
  'versioned_docs/version-3.7.0',
];
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

type Compat = Partial<MarkdownConfig['mdx1Compat']>;

/**
 * Compiles Markdown the way a docs page is compiled, with the default
 * `markdown` config of 3.8.1 (or some `mdx1Compat` flags turned off).
 * Resolves to the generated JavaScript, rejects with the compiler error.
 */
async function compile(
  source: string,
  {format = 'mdx', compat = {}}: {format?: 'md' | 'mdx'; compat?: Compat} = {},
): Promise<string> {
  const defaults = DEFAULT_CONFIG.markdown;
  const markdownConfig: MarkdownConfig = {
    ...defaults,
    mdx1Compat: {...defaults.mdx1Compat, ...compat},
  };
  const filePath = path.join(repoRoot, 'docs', `example.${format}`);
  const processor = await createProcessorUncached({
    options: {
      markdownConfig,
      siteDir: repoRoot,
      staticDirs: [],
      admonitions: true,
    },
    format,
  });
  const content = preprocessContent({
    fileContent: source,
    filePath,
    markdownConfig,
    admonitions: true,
  });
  const result = await processor.process({
    content,
    filePath,
    frontMatter: {},
    compilerName: 'server',
  });
  return result.content;
}

describe('the defaults the v3 guide describes', () => {
  it("are format 'mdx' with every mdx1Compat flag on", () => {
    expect(DEFAULT_CONFIG.markdown.format).toBe('mdx');
    expect(DEFAULT_CONFIG.markdown.mdx1Compat).toEqual({
      comments: true,
      admonitions: true,
      headingIds: true,
    });
  });
});

describe.each(versionFolders)('%s/migration/v3.mdx', (folder) => {
  const page = read(`${folder}/migration/v3.mdx`);

  it('shows each example it compiles below', () => {
    for (const snippet of [
      '-The field accepts {id} placeholders.',
      '+The field accepts `{id}` placeholders.',
      '+The field also accepts \\{name} placeholders.',
      '-Values <5 are rejected.',
      '+Values \\<5 are rejected, and so are values < 5.',
      '-<!-- TODO: add the proxy settings -->',
      '+{/* TODO: add the proxy settings */}',
      '-    const x = 1;',
      '-Read <https://example.com/guide>.',
      '+Read [the guide](https://example.com/guide), or https://example.com/guide.',
      '-## Setup {#setup}',
      '+## Setup \\{#setup}',
    ]) {
      expect(page, snippet).toContain(snippet);
    }
  });

  it('gives the new sections explicit ids', () => {
    for (const id of [
      'dependency-versions',
      'config-loader',
      'esm-plugins',
      'jsx-runtime',
      'react-live',
      'mdx-changes',
      'mdx-checker',
      'checklist',
    ]) {
      expect(page).toContain(`{#${id}}`);
    }
  });
});

describe('MDX 3 behaves as the v3 guide says', () => {
  it('reads {id} in text as a variable, and \\{ as text', async () => {
    const before = await compile('The field accepts {id} placeholders.\n');
    expect(before).toMatch(/"The field accepts ",\s*id,/);
    const after = await compile(
      'The field accepts `{id}` placeholders.\nThe field also accepts \\{name} placeholders.\n',
    );
    expect(after).toContain('{name} placeholders');
    expect(after).not.toMatch(/,\s*id,/);
  });

  it('rejects <5, and accepts \\<5 and < 5', async () => {
    await expect(compile('Values <5 are rejected.\n')).rejects.toThrow(
      /Unexpected character/,
    );
    const after = await compile(
      'Values \\<5 are rejected, and so are values < 5.\n',
    );
    expect(after).toContain('Values <5 are rejected, and so are values < 5.');
  });

  it('accepts HTML comments only through mdx1Compat.comments', async () => {
    const comment = '<!-- TODO: add the proxy settings -->\n';
    await expect(compile(comment)).resolves.toBeTypeOf('string');
    await expect(compile(comment, {compat: {comments: false}})).rejects.toThrow(
      /Unexpected character/,
    );
    await expect(
      compile('{/* TODO: add the proxy settings */}\n', {
        compat: {comments: false},
      }),
    ).resolves.toBeTypeOf('string');
  });

  it('rejects unclosed <br>', async () => {
    await expect(compile('Line<br>next\n')).rejects.toThrow(
      /Expected a closing tag/,
    );
    await expect(compile('Line<br />next\n')).resolves.toBeTypeOf('string');
  });

  it('turns indented code into a paragraph, without an error', async () => {
    const output = await compile('Add this line:\n\n    const x = 1;\n');
    expect(output).toContain('children: "const x = 1;"');
    expect(output).not.toContain('pre');
  });

  it('rejects angle-bracket autolinks and links bare URLs', async () => {
    await expect(
      compile('Read <https://example.com/guide>.\n'),
    ).rejects.toThrow(/Unexpected character/);
    const after = await compile(
      'Read [the guide](https://example.com/guide), or https://example.com/guide.\n',
    );
    expect(after.match(/href: "https:\/\/example\.com\/guide"/g)).toHaveLength(
      2,
    );
  });

  it('parses Markdown inside one-line JSX', async () => {
    const output = await compile('<div>Some *emphasis* here</div>\n');
    expect(output).toMatch(/_components\.em, \{\s*children: "emphasis"/);
  });

  it('keeps {#id} headings through mdx1Compat.headingIds, \\{#id} without it', async () => {
    const heading = '## Setup {#setup}\n';
    expect(await compile(heading)).toContain('id: "setup"');
    await expect(
      compile(heading, {compat: {headingIds: false}}),
    ).rejects.toThrow(/Could not parse expression with acorn/);
    expect(
      await compile('## Setup \\{#setup}\n', {compat: {headingIds: false}}),
    ).toContain('id: "setup"');
  });

  it('shows an old admonition title as text when mdx1Compat.admonitions is off', async () => {
    const source = ':::note Read this\n\nText\n\n:::\n';
    expect(await compile(source)).toContain('title: "Read this"');
    expect(await compile(source, {compat: {admonitions: false}})).toContain(
      'children: ":::note Read this"',
    );
  });

  it("compiles CommonMark files with format 'md' as MDX 1 did", async () => {
    const output = await compile(
      'Accepts {id} and values <5. See <https://example.com>.\n\n    const x = 1;\n',
      {format: 'md'},
    );
    expect(output).toContain('Accepts {id} and values <5.');
    expect(output).toContain('href: "https://example.com"');
    expect(output).toContain('_components.pre');
  });
});

describe.each(versionFolders)(
  '%s/migration/v2/migration-versioned-sites.mdx clean-up script',
  (folder) => {
    it('strips the version prefixes of a v1 layout, copies included', () => {
      const page = read(`${folder}/migration/v2/migration-versioned-sites.mdx`);
      const script =
        /```js title="scripts\/clean-versions\.mjs"\n([\s\S]*?)\n```/.exec(
          page,
        )?.[1];
      expect(script).toBeDefined();
      const frontMatter = (id: string) =>
        `---\nid: ${id}\noriginal_id: ${id.replace(/^version-[\d.]+-/, '')}\ntitle: T\n---\nText\n`;
      const sidebar = JSON.stringify({
        'version-1.0.0-docs': {
          Start: ['version-1.0.0-install', 'version-1.0.0-configure'],
        },
      });
      const site = createFixtureSite(
        `clean-versions-${path.basename(folder)}`,
        {
          'scripts/clean-versions.mjs': script!,
          'versions.json': '["1.1.0", "1.0.0"]\n',
          'versioned_docs/version-1.0.0/install.md': frontMatter(
            'version-1.0.0-install',
          ),
          'versioned_docs/version-1.1.0/configure.md': frontMatter(
            'version-1.1.0-configure',
          ),
          // Completed by hand from 1.0.0, as step 2 says.
          'versioned_docs/version-1.1.0/install.md': frontMatter(
            'version-1.0.0-install',
          ),
          'versioned_sidebars/version-1.0.0-sidebars.json': sidebar,
          'versioned_sidebars/version-1.1.0-sidebars.json': sidebar,
        },
      );
      execFileSync(process.execPath, ['scripts/clean-versions.mjs'], {
        cwd: site.dir,
      });
      const at = (file: string) =>
        readFileSync(path.join(site.dir, file), 'utf8');
      expect(at('versioned_docs/version-1.1.0/install.md')).toBe(
        '---\nid: install\ntitle: T\n---\nText\n',
      );
      expect(at('versioned_docs/version-1.1.0/configure.md')).toBe(
        '---\nid: configure\ntitle: T\n---\nText\n',
      );
      expect(
        JSON.parse(at('versioned_sidebars/version-1.1.0-sidebars.json')),
      ).toEqual({docs: {Start: ['install', 'configure']}});
    });
  },
);

describe.each(versionFolders)('%s/migration/v2 pages', (folder) => {
  it('say which @docusaurus/migrate version npx runs', () => {
    const page = read(`${folder}/migration/v2/migration-automated.mdx`);
    expect(page).toContain('`2.0.0-alpha.59`');
    expect(page).not.toContain('and added a version dropdown to the navbar');
  });

  it('map the v1 URLs, front matter and feeds', () => {
    const manual = read(`${folder}/migration/v2/migration-manual.mdx`);
    for (const text of [
      '{#file-layout}',
      '{#front-matter}',
      '{#redirects}',
      '`/blog/feed.xml`',
      '`/blog/page2/`',
      "fromExtensions: ['html']",
    ]) {
      expect(manual).toContain(text);
    }
    const translated = read(
      `${folder}/migration/v2/migration-translated-sites.mdx`,
    );
    expect(translated).toContain('`/docs/fr/install.html`');
    expect(translated).toContain('{#locale-urls}');
  });
});
