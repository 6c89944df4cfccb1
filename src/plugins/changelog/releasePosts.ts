/**
 * Blog posts that announce a release. A changelog entry links to the post of
 * its minor version (3.8.1 -> the 3.8 post); pre-releases link to a post only
 * when one announced that exact pre-release. The build's broken-link check
 * verifies every permalink here.
 */
const minorReleasePosts: Record<string, string> = {
  '3.8': '/blog/releases/3.8/',
  '3.7': '/blog/releases/3.7/',
  '3.6': '/blog/releases/3.6/',
  '3.5': '/blog/releases/3.5/',
  '3.4': '/blog/releases/3.4/',
  '3.3': '/blog/releases/3.3/',
  '3.2': '/blog/releases/3.2/',
  '3.1': '/blog/releases/3.1/',
  '3.0': '/blog/releases/3.0/',
  '2.4': '/blog/releases/2.4/',
  '2.3': '/blog/releases/2.3/',
  '2.2': '/blog/releases/2.2/',
  '2.1': '/blog/2022/09/01/docusaurus-2.1/',
  '2.0': '/blog/2022/08/01/announcing-docusaurus-2.0/',
};

const preReleasePosts: Record<string, string> = {
  '2.0.0-beta.0': '/blog/2021/05/12/announcing-docusaurus-two-beta/',
  '2.0.0-alpha.71': '/blog/2021/03/09/releasing-docusaurus-i18n/',
};

export function releasePostOf(version: string): string | undefined {
  if (version.includes('-')) {
    return preReleasePosts[version];
  }
  const minor = version.split('.').slice(0, 2).join('.');
  return minorReleasePosts[minor];
}

export function githubReleaseOf(version: string): string {
  return `https://github.com/facebook/docusaurus/releases/tag/v${version}`;
}
