/**
 * The Deployment page of 3.8.1 (and of the current docs, which describe the
 * same packages) says that `docusaurus deploy` cannot create a missing
 * deployment branch, and that it works once the branch exists with a file in
 * it. This runs the installed command against a local bare repository to
 * prove both, so the note is revisited when the packages change.
 *
 * Git's `url.<base>.insteadOf` setting, in a config file of the test's own
 * (GIT_CONFIG_GLOBAL), sends the GitHub URL that the command builds to the
 * local repository: nothing leaves the machine.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {
  createFixtureSite,
  runDocusaurus,
  type FixtureSite,
} from '../../scripts/lib/fixtureSite';

const repoRoot = path.resolve(__dirname, '../..');

const pageText = (file: string) =>
  readFileSync(path.join(repoRoot, file), 'utf8');

describe(
  'docusaurus deploy and a missing deployment branch',
  {timeout: 120_000},
  () => {
    let site: FixtureSite;
    let remote: string;
    let gitEnv: Record<string, string>;

    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', args, {cwd, env: {...process.env, ...gitEnv}})
        .toString()
        .trim();

    const deploy = () =>
      runDocusaurus(site, ['deploy', '--skip-build'], {
        env: {...gitEnv, GIT_USER: 'octocat'},
      });

    beforeAll(() => {
      site = createFixtureSite('deploy-missing-branch', {
        'docusaurus.config.js': `module.exports = {
  title: 'Fixture',
  url: 'https://acme.github.io',
  baseUrl: '/handbook/',
  trailingSlash: true,
  organizationName: 'acme',
  projectName: 'handbook',
};
`,
        'build/index.html': '<p>Handbook</p>\n',
        '.gitignore': 'remote.git/\ngitconfig\n',
      });
      remote = path.join(site.dir, 'remote.git');
      mkdirSync(remote);
      const gitConfig = path.join(site.dir, 'gitconfig');
      writeFileSync(
        gitConfig,
        `[url "file://${remote}"]
\tinsteadOf = https://octocat@github.com/acme/handbook.git
[user]
\tname = Fixture
\temail = fixture@example.com
[init]
\tdefaultBranch = main
`,
      );
      gitEnv = {GIT_CONFIG_GLOBAL: gitConfig, GIT_CONFIG_NOSYSTEM: '1'};
      git(remote, 'init', '--quiet', '--bare');
      git(site.dir, 'init', '--quiet');
      git(site.dir, 'add', '--all');
      git(site.dir, 'commit', '--quiet', '-m', 'Source');
      git(site.dir, 'remote', 'add', 'origin', `file://${remote}`);
      git(site.dir, 'push', '--quiet', 'origin', 'main');
    });

    it('stops at the clone when the branch does not exist', async () => {
      const result = await deploy();
      expect(result.status).not.toBe(0);
      expect(result.output).toContain(
        'Remote branch gh-pages not found in upstream origin',
      );
      expect(git(remote, 'branch', '--list', 'gh-pages')).toBe('');
    });

    it('publishes once the branch exists with a file in it', async () => {
      git(site.dir, 'push', '--quiet', 'origin', 'main:gh-pages');
      const result = await deploy();
      expect(result.status).toBe(0);
      expect(
        git(remote, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n'),
      ).toEqual(['index.html']);
    });

    it('is described that way on the 3.8.1 and current pages, not on 3.7.0', () => {
      for (const file of [
        'docs/deployment.mdx',
        'versioned_docs/version-3.8.1/deployment.mdx',
      ]) {
        const text = pageText(file);
        expect(text).toContain('cannot create the deployment branch');
        expect(text).toContain('git push origin main:gh-pages');
        expect(text).not.toContain(
          'If the branch does not exist yet, it creates it',
        );
      }
      const text370 = pageText('versioned_docs/version-3.7.0/deployment.mdx');
      expect(text370).toContain(
        "If the branch does not exist yet, it creates it from the repository's default branch.",
      );
      expect(text370).not.toContain('cannot create the deployment branch');
    });
  },
);
