/**
 * Reads the `--help` output of the installed CLIs: the commands and flags
 * that pages about the CLI may name.
 */
import {spawnSync} from 'node:child_process';

/** Long flags of a commander --help output, without --help and --version. */
export function flagsOfHelp(help: string): string[] {
  const options = help.split(/^Options:$/m)[1] ?? '';
  return [...options.matchAll(/^\s+(?:-\w, )?(--[\w-]+)/gm)]
    .map((match) => match[1]!)
    .filter((flag) => flag !== '--help' && flag !== '--version');
}

/** Command names of a commander --help output (without `help`). */
export function commandsOfHelp(help: string): string[] {
  const commands = help.split(/^Commands:$/m)[1] ?? '';
  return [...commands.matchAll(/^\s{2}([\w:-]+)/gm)]
    .map((match) => match[1]!)
    .filter((command) => command !== 'help');
}

/**
 * Runs the installed `docusaurus` CLI with `args` in `siteDir` and returns
 * what it prints. The site matters: the CLI registers plugin commands from
 * the site's config before it prints help.
 */
export function docusaurusHelp(siteDir: string, args: string[]): string {
  const result = spawnSync(
    process.execPath,
    [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), ...args],
    {
      cwd: siteDir,
      encoding: 'utf8',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    },
  );
  return result.stdout;
}
