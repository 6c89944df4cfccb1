/**
 * The Deployment page of every docs version names only CLI flags,
 * environment variables and config keys that the installed Docusaurus
 * packages have, and lists every flag and deploy variable it sets out to.
 *
 * The installed packages are 3.8.1. The 3.7.0 page is held to them too: the
 * build, serve and deploy flags are the same in 3.7.0, and the one deploy
 * variable 3.7.0 lacks is listed below.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {createFixtureSite, docsOnlyConfig} from '../../scripts/lib/fixtureSite';
import {docusaurusHelpByCommand, flagsOfHelp} from './api/cliHelp';
import type {JoiDescription} from './api/joiSchema';

const repoRoot = path.resolve(__dirname, '../..');

const pages = [
  {version: 'current', file: 'docs/deployment.mdx'},
  {version: '3.8.1', file: 'versioned_docs/version-3.8.1/deployment.mdx'},
  {version: '3.7.0', file: 'versioned_docs/version-3.7.0/deployment.mdx'},
] as const;

/** Commands whose flags the page may show. */
const commands = ['build', 'serve', 'deploy', 'start'] as const;
type Command = (typeof commands)[number];

/**
 * Deploy variables that `docusaurus deploy` of 3.7.0 does not read (compared
 * with the lib/commands/deploy.js of @docusaurus/core 3.7.0).
 */
const deployVariablesAfter370: Record<string, string> = {
  DOCUSAURUS_DEPLOY_DEBUG: 'added in 3.8: logs every Git command it runs',
};

/** Flags of other tools, shown in their own command lines. */
const otherToolFlags: Record<string, string> = {
  '--cache': 'npm ci in the GitLab CI recipe',
  '--prefer-offline': 'npm ci in the GitLab CI recipe',
  '--save-dev': 'npm install of dotenv and firebase-tools',
  '--env': 'deploy command of the Static Web Apps CLI',
  '--only': 'firebase deploy',
  '--rm': 'docker run',
  '--from': 'COPY --from in the Dockerfile',
};

/** Upper-case names in inline code that are not read by Docusaurus. */
const otherUpperCaseNames: Record<string, string> = {
  CNAME: 'a file name that hosts read',
  SURGE_TOKEN: 'read by the surge CLI',
  SURGE_DOMAIN: 'a variable of the Bitbucket recipe, passed to surge',
};

/** camelCase names in inline code that belong to hosts' config files. */
const otherConfigKeys: Record<string, string> = {
  cleanUrls: 'a key of vercel.json and firebase.json',
};

interface FlagTable {
  command: string;
  flags: string[];
}

interface PageFacts {
  /** Every `--flag` anywhere on the page. */
  allFlags: string[];
  /** Flags on code lines that run a docusaurus command. */
  commandLines: {command: string; flags: string[]; line: string}[];
  /** Tables headed "Flag", with the command named last before them. */
  flagTables: FlagTable[];
  /** Inline code spans outside fenced code blocks. */
  inlineCode: string[];
}

const flagPattern = /(?<![\w-])(--[a-z][\w-]*)/g;
const fencePattern = /^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm;

function readPage(file: string): PageFacts {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  const fences = [...text.matchAll(fencePattern)].map((match) => match[0]);
  const prose = text.replace(fencePattern, ' ');

  const commandLines = fences
    .flatMap((fence) => fence.split('\n'))
    .flatMap((line) => {
      const match =
        /\b(?:docusaurus|npm run)\s+(build|serve|deploy|start)\b(.*)$/.exec(
          line,
        );
      return match
        ? [
            {
              command: match[1]!,
              flags: [...match[2]!.matchAll(flagPattern)].map((m) => m[1]!),
              line: line.trim(),
            },
          ]
        : [];
    });

  const flagTables: FlagTable[] = [];
  const lines = prose.split('\n');
  let lastCommand = '';
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const named = [...line.matchAll(/`docusaurus (\w+)`/g)].at(-1);
    if (named) {
      lastCommand = named[1]!;
    }
    if (/^\|\s*Flag\s*\|/.test(line)) {
      const flags: string[] = [];
      for (let row = index + 2; lines[row]?.startsWith('|'); row += 1) {
        const firstCell = lines[row]!.split('|')[1] ?? '';
        flags.push(...[...firstCell.matchAll(flagPattern)].map((m) => m[1]!));
      }
      flagTables.push({command: lastCommand, flags});
    }
  }

  return {
    allFlags: [...new Set([...text.matchAll(flagPattern)].map((m) => m[1]!))],
    commandLines,
    flagTables,
    inlineCode: [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!),
  };
}

function jsFilesUnder(folder: string): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(folder, file));
}

/** Names read as `process.env.NAME` or `process.env['NAME']` in `files`. */
function environmentVariablesReadBy(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g,
    )) {
      names.add((match[1] ?? match[2])!);
    }
  }
  return names;
}

const libFolder = (moduleFile: string) =>
  path.dirname(path.dirname(require.resolve(moduleFile)));

describe(
  'Deployment pages name what the packages have',
  {timeout: 120_000},
  () => {
    const flagsOf = {} as Record<Command, string[]>;
    let siteConfigKeys: string[] = [];
    let docsOptionKeys: string[] = [];
    const deploySource =
      require.resolve('@docusaurus/core/lib/commands/deploy.js');
    const deployVariables = environmentVariablesReadBy([deploySource]);
    const docusaurusVariables = environmentVariablesReadBy([
      ...jsFilesUnder(libFolder('@docusaurus/core/lib/commands/deploy.js')),
      ...jsFilesUnder(libFolder('@docusaurus/utils/lib/constants.js')),
    ]);
    const clientModules = [
      ...readFileSync(
        require.resolve('@docusaurus/module-type-aliases/src/index.d.ts'),
        'utf8',
      ).matchAll(/declare module '@docusaurus\/([^']+)'/g),
    ].map((match) => match[1]!);

    beforeAll(async () => {
      const site = createFixtureSite('deployment-cli-help', {
        'docusaurus.config.js': docsOnlyConfig(),
        'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
      });
      const byCommand = await docusaurusHelpByCommand(site.dir);
      for (const command of commands) {
        flagsOf[command] = flagsOfHelp(byCommand[command] ?? '');
      }
      const {ConfigSchema} =
        (await import('@docusaurus/core/lib/server/configValidation.js')) as {
          ConfigSchema: {describe(): JoiDescription};
        };
      siteConfigKeys = Object.keys(ConfigSchema.describe().keys ?? {});
      const {DEFAULT_OPTIONS} =
        (await import('@docusaurus/plugin-content-docs/lib/options.js')) as {
          DEFAULT_OPTIONS: Record<string, unknown>;
        };
      docsOptionKeys = Object.keys(DEFAULT_OPTIONS);
    }, 120_000);

    it('reads the flags and variables it compares with', () => {
      expect(flagsOf.serve).toContain('--port');
      expect(flagsOf.deploy).toContain('--skip-build');
      expect(deployVariables).toContain('GIT_USER');
      expect(docusaurusVariables).toContain('PORT');
      expect(siteConfigKeys).toContain('trailingSlash');
    });

    describe.each(pages)('$file', ({version, file}) => {
      const page = readPage(file);

      it('runs docusaurus commands with flags of that command only', () => {
        expect(page.commandLines.length).toBeGreaterThan(0);
        const unknown = page.commandLines.flatMap(({command, flags, line}) =>
          flags
            .filter((flag) => !flagsOf[command as Command].includes(flag))
            .map((flag) => `${flag} in "${line}"`),
        );
        expect(unknown).toEqual([]);
      });

      it('lists every flag of serve and deploy in their tables, and only those', () => {
        const tables = Object.fromEntries(
          page.flagTables.map((table) => [table.command, table.flags]),
        );
        expect(Object.keys(tables).sort()).toEqual(['deploy', 'serve']);
        for (const command of ['serve', 'deploy'] as const) {
          expect([...(tables[command] ?? [])].sort()).toEqual(
            [...flagsOf[command]].sort(),
          );
        }
      });

      it('names no flag that neither Docusaurus nor a listed tool has', () => {
        const docusaurusFlags = new Set(commands.flatMap((c) => flagsOf[c]));
        expect(
          page.allFlags.filter(
            (flag) => !docusaurusFlags.has(flag) && !(flag in otherToolFlags),
          ),
        ).toEqual([]);
      });

      it('names only environment variables that Docusaurus reads', () => {
        const named = [
          ...new Set(
            page.inlineCode.filter((code) =>
              /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code),
            ),
          ),
        ];
        expect(named).toContain('GIT_USER');
        expect(
          named.filter(
            (name) =>
              !docusaurusVariables.has(name) && !(name in otherUpperCaseNames),
          ),
        ).toEqual([]);
      });

      it('documents every variable that docusaurus deploy of its version reads', () => {
        const named = new Set(page.inlineCode);
        const expected = [...deployVariables].filter(
          (name) => version !== '3.7.0' || !(name in deployVariablesAfter370),
        );
        expect(expected.filter((name) => !named.has(name))).toEqual([]);
        if (version === '3.7.0') {
          expect(
            Object.keys(deployVariablesAfter370).filter((name) =>
              named.has(name),
            ),
          ).toEqual([]);
        }
      });

      it('names only config keys, docs options and client modules that exist', () => {
        const camelCase = [
          ...new Set(
            page.inlineCode
              .map((code) => /^([a-z]+[A-Z][A-Za-z]*)(?::.*)?$/.exec(code)?.[1])
              .filter((name): name is string => name !== undefined),
          ),
        ];
        expect(camelCase).toContain('baseUrl');
        const known = new Set([
          ...siteConfigKeys,
          ...docsOptionKeys,
          ...clientModules,
        ]);
        expect(
          camelCase.filter(
            (name) => !known.has(name) && !(name in otherConfigKeys),
          ),
        ).toEqual([]);
      });
    });

    it('lists no tool flag, name or key that no page uses', () => {
      const facts = pages.map(({file}) => readPage(file));
      const flags = new Set(facts.flatMap((f) => f.allFlags));
      const inline = new Set(facts.flatMap((f) => f.inlineCode));
      const inlineNames = new Set(
        [...inline].map((code) => code.replace(/:.*$/, '')),
      );
      expect(Object.keys(otherToolFlags).filter((f) => !flags.has(f))).toEqual(
        [],
      );
      expect(
        Object.keys(otherUpperCaseNames).filter((n) => !inline.has(n)),
      ).toEqual([]);
      expect(
        Object.keys(otherConfigKeys).filter((n) => !inlineNames.has(n)),
      ).toEqual([]);
    });
  },
);
