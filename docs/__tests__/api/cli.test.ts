/**
 * The CLI pages document every command and flag the installed CLIs print in
 * their --help output, and nothing else.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  createFixtureSite,
  docsOnlyConfig,
  type FixtureSite,
} from '../../../scripts/lib/fixtureSite';
import {readDocumentedPage} from './apiTables';
import {commandsOfHelp, docusaurusHelp, flagsOfHelp} from './cliHelp';

const repoRoot = path.resolve(__dirname, '../../..');
const report: string[] = [];

function documentedFlags(file: string, table?: string): string[] {
  return readDocumentedPage(path.join(repoRoot, file))
    .options.filter((option) => option.table === table)
    .flatMap((option) =>
      [...option.name.matchAll(/--[\w-]+/g)].map((m) => m[0]),
    );
}

describe('docusaurus CLI (docs/cli.mdx)', {timeout: 120_000}, () => {
  let site: FixtureSite;
  const help = (args: string[]) => docusaurusHelp(site.dir, args);

  beforeAll(() => {
    // A classic-preset site: the commands every user sees, including the
    // docs plugin's docs:version.
    site = createFixtureSite('cli-help', {
      'docusaurus.config.js': docsOnlyConfig(),
      'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
    });
  });

  it('documents every command, and only those', () => {
    const commands = commandsOfHelp(help(['--help']));
    expect(commands).toContain('build');
    const page = readDocumentedPage(path.join(repoRoot, 'docs/cli.mdx'));
    const documented = page.headings
      .map((heading) => /docusaurus ([\w:-]+)/.exec(heading)?.[1])
      .filter((command): command is string => command !== undefined);
    expect([...new Set(documented)].sort()).toEqual([...commands].sort());
    report.push(
      `docusaurus CLI: ${documented.length} / ${commands.length} commands`,
    );
  });

  it('documents every flag of every command, and only those', () => {
    const commands = commandsOfHelp(help(['--help']));
    const mismatches: string[] = [];
    let total = 0;
    for (const command of commands) {
      const flags = flagsOfHelp(help([command, '--help']));
      total += flags.length;
      const documented = documentedFlags('docs/cli.mdx', command);
      const missing = flags.filter((flag) => !documented.includes(flag));
      const extra = documented.filter((flag) => !flags.includes(flag));
      if (missing.length > 0 || extra.length > 0) {
        mismatches.push(
          `${command}: missing ${JSON.stringify(missing)}, not in --help ${JSON.stringify(extra)} (table <APITable name="${command}">)`,
        );
      }
    }
    report.push(`docusaurus CLI: ${total} flags checked`);
    expect(mismatches).toEqual([]);
  });
});

describe('create-docusaurus CLI (docs/api/misc/create-docusaurus.mdx)', () => {
  it('documents every flag, and only those', () => {
    const result = spawnSync(
      process.execPath,
      [require.resolve('create-docusaurus/bin/index.js'), '--help'],
      {encoding: 'utf8'},
    );
    const flags = flagsOfHelp(result.stdout);
    expect(flags).toContain('--typescript');
    const documented = documentedFlags('docs/api/misc/create-docusaurus.mdx');
    report.push(
      `create-docusaurus: ${flags.filter((f) => documented.includes(f)).length} / ${flags.length} flags`,
    );
    expect(flags.filter((flag) => !documented.includes(flag))).toEqual([]);
    expect(documented.filter((flag) => !flags.includes(flag))).toEqual([]);
  });
});

afterAll(() => {
  console.log(
    ['CLI reference coverage:', ...report.map((line) => `  ${line}`)].join(
      '\n',
    ),
  );
});
