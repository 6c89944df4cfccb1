/**
 * Reads the `--help` output of the installed CLIs: the commands and flags
 * that pages about the CLI may name.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';

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
 * Runs the installed `docusaurus` CLI with `args` in `siteDir` and resolves
 * with what it prints. The site matters: the CLI registers plugin commands
 * from the site's config before it prints help.
 *
 * Asynchronous on purpose: each run starts the whole CLI (seconds on a busy
 * machine), and a test that ran one per command synchronously held the test
 * worker long enough for Vitest to fail the run on its own RPC timeout.
 */
export async function docusaurusHelp(
  siteDir: string,
  args: string[],
): Promise<string> {
  const {error, stdout} = await runNode(siteDir, [
    require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
    ...args,
  ]);
  // Help goes to stdout, whatever the exit status (as before); only a CLI
  // that could not run at all is an error here.
  if (error && stdout === '') {
    throw error;
  }
  return stdout;
}

/** Runs Node with `args` in `siteDir`, as the CLI runs there. */
function runNode(
  siteDir: string,
  args: string[],
): Promise<{error: Error | null; stdout: string}> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      {
        cwd: siteDir,
        encoding: 'utf8',
        env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      },
      (error, stdout) => resolve({error, stdout}),
    );
  });
}

/**
 * The `--help` output of the installed `docusaurus` CLI and of each of its
 * commands, by command name (`''` for the CLI itself), read in one Node
 * process run in `siteDir`. The process builds the CLI's program with the
 * installed core's own `createCLIProgram`, as its bin does for a command
 * that is not built in (so plugin commands such as `docs:version` are
 * registered from the site's config), and prints what each command's
 * `--help` prints, its help information.
 *
 * One process instead of one per command: each run starts the whole CLI,
 * about a CPU second, and the CLI tests asked for some twenty.
 */
export async function docusaurusHelpByCommand(
  siteDir: string,
): Promise<Record<string, string>> {
  // The commander the installed core itself uses.
  const coreCommander = require.resolve('commander', {
    paths: [path.dirname(require.resolve('@docusaurus/core/package.json'))],
  });
  const script = `
const {Command} = require(${JSON.stringify(coreCommander)});
const {createCLIProgram} = require(${JSON.stringify(require.resolve('@docusaurus/core/lib/commands/cli.js'))});
createCLIProgram({
  cli: new Command('docusaurus'),
  cliArgs: [process.execPath, 'docusaurus', '--help'],
  siteDir: '.',
  config: undefined,
}).then((program) => {
  const help = {'': program.helpInformation()};
  for (const command of program.commands) {
    help[command.name()] = command.helpInformation();
  }
  process.stdout.write(JSON.stringify(help));
});
`;
  const {error, stdout} = await runNode(siteDir, ['-e', script]);
  if (error) {
    throw error;
  }
  return JSON.parse(stdout) as Record<string, string>;
}
