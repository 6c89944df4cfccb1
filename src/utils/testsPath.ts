/**
 * True for the test-fixture area: the path `/tests` itself or anything below
 * `/tests/`, relative to the site's base URL.
 */
export function isTestsPath(pathname: string, baseUrl = '/'): boolean {
  const root = `${baseUrl.replace(/\/$/, '')}/tests`;
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** Navbar item type of the tests-area button (registered in the theme). */
export const testsNavbarItemType = 'custom-testsNavbarItem';
