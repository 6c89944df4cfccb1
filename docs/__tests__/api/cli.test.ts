/**
 * The CLI pages document every command and flag the installed CLIs print in
 * their --help output, and nothing else; and what they say about paths and
 * defaults is what the real commands do on a fixture site.
 */
import {spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadSite} from '@docusaurus/core/lib/server/site.js';
import {createStartClientConfig} from '@docusaurus/core/lib/webpack/client.js';
import {createConfigureWebpackUtils} from '@docusaurus/core/lib/webpack/configure.js';
import {
  createFixtureSite,
  docsOnlyConfig,
  runDocusaurus,
  type FixtureSite,
} from '../../../scripts/lib/fixtureSite';
import {readDocumentedPage} from './apiTables';
import {
  commandsOfHelp,
  docusaurusHelp,
  docusaurusHelpByCommand,
  flagsOfHelp,
} from './cliHelp';

const repoRoot = path.resolve(__dirname, '../../..');
const report: string[] = [];

/** The CLI page of every docs version. */
const cliPages = [
  'docs/cli.mdx',
  'versioned_docs/version-3.8.1/cli.mdx',
  'versioned_docs/version-3.7.0/cli.mdx',
];

const readPage = (file: string) =>
  readFileSync(path.join(repoRoot, file), 'utf8');

/** Description cell of a flag in one `<APITable name="...">` of a page. */
function flagDescription(file: string, table: string, flag: string): string {
  const row = readDocumentedPage(path.join(repoRoot, file)).options.find(
    (option) => option.table === table && option.name.includes(flag),
  );
  if (!row) {
    throw new Error(`${file}: no ${flag} row in <APITable name="${table}">`);
  }
  return row.cells.description ?? '';
}

const guideWithoutIds = '# Guide\n\n## Install the CLI\n\nText.\n';

// One classic-preset site for the whole file: the commands every user sees,
// including the docs plugin's docs:version.
let site: FixtureSite;
beforeAll(() => {
  site = createFixtureSite('cli-help', {
    'docusaurus.config.js': docsOnlyConfig(),
    'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
    'docs/guide.md': guideWithoutIds,
  });
});

/** A folder next to the site, to run commands from another working directory. */
function otherWorkingDirectory(name: string): string {
  const dir = path.join(path.dirname(site.dir), name);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'package.json'), '{"private": true}\n');
  return dir;
}

function documentedFlags(file: string, table?: string): string[] {
  return readDocumentedPage(path.join(repoRoot, file))
    .options.filter((option) => option.table === table)
    .flatMap((option) =>
      [...option.name.matchAll(/--[\w-]+/g)].map((m) => m[0]),
    );
}

describe('docusaurus CLI (docs/cli.mdx)', {timeout: 120_000}, () => {
  const help = (args: string[]) => docusaurusHelp(site.dir, args);
  // Read once for the tests below.
  let helpByCommand: Promise<Record<string, string>> | undefined;
  const byCommandHelp = () =>
    (helpByCommand ??= docusaurusHelpByCommand(site.dir));

  it('documents every command, and only those', async () => {
    const commands = commandsOfHelp(await help(['--help']));
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

  it('reads the help of every command in one process, as the CLI prints it', async () => {
    const byCommand = await byCommandHelp();
    expect(byCommand['']).toBe(await help(['--help']));
    expect(byCommand.build).toBe(await help(['build', '--help']));
    expect(Object.keys(byCommand).sort()).toEqual(
      ['', ...commandsOfHelp(byCommand[''] ?? '')].sort(),
    );
  });

  it('documents every flag of every command, and only those', async () => {
    const byCommand = await byCommandHelp();
    const commands = commandsOfHelp(byCommand[''] ?? '');
    const mismatches: string[] = [];
    let total = 0;
    for (const command of commands) {
      const flags = flagsOfHelp(byCommand[command] ?? '');
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

describe('build --out-dir', {timeout: 180_000}, () => {
  it('is resolved against siteDir, not the working directory', async () => {
    const cwd = otherWorkingDirectory('cli-build-cwd');
    rmSync(path.join(site.dir, 'rel'), {recursive: true, force: true});
    const result = await runDocusaurus(
      site,
      ['build', path.relative(cwd, site.dir), '--out-dir', 'rel'],
      {cwd},
    );
    expect(result.status, result.output).toBe(0);
    expect(existsSync(path.join(site.dir, 'rel', 'index.html'))).toBe(true);
    expect(existsSync(path.join(cwd, 'rel'))).toBe(false);
  });

  it.each(cliPages)('%s says so for build and deploy', (file) => {
    for (const table of ['build', 'deploy']) {
      const description = flagDescription(file, table, '--out-dir');
      expect(description).toContain('resolved against `siteDir`');
      expect(description).not.toMatch(
        /resolved against the current working directory/,
      );
    }
  });
});

describe('deploy --out-dir', {timeout: 120_000}, () => {
  // A local bare repository stands in for GitHub: Git rewrites the HTTPS
  // URL that deploy builds into a file:// URL, so nothing leaves the machine.
  it('pushes the folder under siteDir, not the one in the working directory', async () => {
    const git = (cwd: string, ...args: string[]) => {
      const result = spawnSync('git', args, {cwd, encoding: 'utf8'});
      if (result.status !== 0) {
        throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
      }
      return result.stdout;
    };
    const identity = [
      '-c',
      'user.name=Fixture',
      '-c',
      'user.email=f@example.com',
    ];
    const remote = path.join(path.dirname(site.dir), 'cli-deploy-remote.git');
    const seed = otherWorkingDirectory('cli-deploy-seed');
    rmSync(remote, {recursive: true, force: true});
    git(path.dirname(remote), 'init', '--bare', '-b', 'main', remote);
    git(seed, 'init', '-b', 'main');
    git(seed, ...identity, 'commit', '--allow-empty', '-m', 'seed');
    git(seed, 'push', remote, 'main');
    // deploy 3.8.1 needs the target branch to exist: its fallback clone of
    // the default branch throws before it can create one.
    git(seed, 'checkout', '-b', 'gh-pages');
    writeFileSync(path.join(seed, 'previous.txt'), 'old deploy\n');
    git(seed, 'add', 'previous.txt');
    git(seed, ...identity, 'commit', '-m', 'previous deploy');
    git(seed, 'push', remote, 'gh-pages');

    // deploy runs its Git commands in the working directory: make it a
    // repository of its own, holding a decoy `rel` folder.
    const cwd = otherWorkingDirectory('cli-deploy-cwd');
    git(cwd, 'init', '-b', 'main');
    git(cwd, 'remote', 'add', 'origin', 'https://example.invalid/source.git');
    git(cwd, ...identity, 'commit', '--allow-empty', '-m', 'source');
    mkdirSync(path.join(cwd, 'rel'));
    writeFileSync(path.join(cwd, 'rel', 'from-cwd.txt'), 'decoy\n');
    rmSync(path.join(site.dir, 'rel'), {recursive: true, force: true});
    mkdirSync(path.join(site.dir, 'rel'));
    writeFileSync(path.join(site.dir, 'rel', 'from-site.txt'), 'built\n');

    // deploy clones into the temporary folder: keep it inside the fixtures.
    const tmp = otherWorkingDirectory('cli-deploy-tmp');
    const result = await runDocusaurus(
      site,
      [
        'deploy',
        path.relative(cwd, site.dir),
        '--skip-build',
        '--out-dir',
        'rel',
      ],
      {
        cwd,
        env: {
          TMPDIR: tmp,
          GIT_USER: 'tester',
          GITHUB_HOST: 'deploy.invalid',
          ORGANIZATION_NAME: 'fixture-org',
          PROJECT_NAME: 'fixture-site',
          CURRENT_BRANCH: 'main',
          GIT_USER_NAME: 'Fixture',
          GIT_USER_EMAIL: 'f@example.com',
          CI_PULL_REQUEST: '',
          CIRCLE_PULL_REQUEST: '',
          GIT_CONFIG_COUNT: '1',
          GIT_CONFIG_KEY_0: `url.file://${remote}.insteadOf`,
          GIT_CONFIG_VALUE_0:
            'https://tester@deploy.invalid/fixture-org/fixture-site.git',
        },
      },
    );
    expect(result.status, result.output).toBe(0);
    const pushed = git(remote, 'ls-tree', '--name-only', 'gh-pages')
      .trim()
      .split('\n');
    expect(pushed).toEqual(['from-site.txt']);
  });
});

describe('start --no-minify', () => {
  it('changes nothing in development: the dev bundle is never minified', async () => {
    const previous = process.env.NODE_ENV;
    const minimizeOf = async (nodeEnv: string, minify: boolean) => {
      process.env.NODE_ENV = nodeEnv;
      const {props} = await loadSite({siteDir: site.dir});
      const {clientConfig} = await createStartClientConfig({
        props,
        minify,
        poll: false,
        faster: props.siteConfig.future.experimental_faster,
        configureWebpackUtils: await createConfigureWebpackUtils({
          siteConfig: props.siteConfig,
        }),
      });
      return clientConfig.optimization?.minimize;
    };
    try {
      // `docusaurus start` runs with NODE_ENV=development unless it is set.
      expect(await minimizeOf('development', true)).toBe(false);
      expect(await minimizeOf('development', false)).toBe(false);
      // The flag only matters when NODE_ENV is production.
      expect(await minimizeOf('production', true)).toBe(true);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it.each(cliPages)('%s says it has no effect in development', (file) => {
    expect(flagDescription(file, 'start', '--no-minify')).toContain(
      'no effect in development',
    );
    expect(readPage(file)).not.toContain(
      'Turns off minification of the JavaScript bundles.',
    );
  });
});

describe('write-heading-ids', {timeout: 60_000}, () => {
  const guide = () => path.join(site.dir, 'docs', 'guide.md');

  it('changes no file when given no file arguments', async () => {
    writeFileSync(guide(), guideWithoutIds);
    const result = await runDocusaurus(site, ['write-heading-ids']);
    expect(result.status, result.output).toBe(0);
    expect(readFileSync(guide(), 'utf8')).toBe(guideWithoutIds);
  });

  it('takes the first argument as siteDir', async () => {
    writeFileSync(guide(), guideWithoutIds);
    const result = await runDocusaurus(site, ['write-heading-ids', 'docs']);
    expect(result.status, result.output).toBe(0);
    expect(readFileSync(guide(), 'utf8')).toBe(guideWithoutIds);
  });

  it('writes ids into the folders named after siteDir', async () => {
    writeFileSync(guide(), guideWithoutIds);
    const result = await runDocusaurus(site, [
      'write-heading-ids',
      '.',
      'docs',
    ]);
    expect(result.status, result.output).toBe(0);
    expect(readFileSync(guide(), 'utf8')).toContain(
      '## Install the CLI {#install-the-cli}',
    );
  });

  it('resolves file arguments against the working directory', async () => {
    writeFileSync(guide(), guideWithoutIds);
    const parent = path.dirname(site.dir);
    const name = path.basename(site.dir);
    const fromSiteDir = await runDocusaurus(
      site,
      ['write-heading-ids', name, 'docs'],
      {
        cwd: parent,
      },
    );
    expect(fromSiteDir.status, fromSiteDir.output).toBe(0);
    expect(readFileSync(guide(), 'utf8')).toBe(guideWithoutIds);
    const fromCwd = await runDocusaurus(
      site,
      ['write-heading-ids', name, `${name}/docs`],
      {cwd: parent},
    );
    expect(fromCwd.status, fromCwd.output).toBe(0);
    expect(readFileSync(guide(), 'utf8')).toContain('{#install-the-cli}');
  });

  const versionFolders = [
    'docs',
    'versioned_docs/version-3.8.1',
    'versioned_docs/version-3.7.0',
  ];

  it.each(versionFolders)(
    '%s: the CLI, plugin lifecycle and i18n pages say to pass the folders',
    (folder) => {
      const cli = readPage(`${folder}/cli.mdx`);
      expect(cli).toContain('processes no files');
      expect(cli).toContain('resolved against the current working directory');
      const lifecycle = readPage(
        `${folder}/api/plugin-methods/lifecycle-apis.mdx`,
      );
      expect(lifecycle).not.toContain(
        'uses it to find Markdown files when you pass none',
      );
      expect(lifecycle).toContain(
        '`docusaurus write-heading-ids` does not use this list',
      );
      for (const page of ['i18n/i18n-tutorial.mdx', 'i18n/i18n-git.mdx']) {
        const text = readPage(`${folder}/${page}`);
        expect(text).toMatch(
          /`(npm run write-heading-ids -- |npx docusaurus write-heading-ids )\. docs`/,
        );
        expect(text, page).not.toMatch(/`npm run write-heading-ids`/);
      }
    },
  );
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
