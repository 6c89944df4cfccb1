/**
 * Whether a link target is a file of the site (a path that ends with an
 * extension, such as /assets/files/sample-1a2b.txt) rather than a route.
 * Version routes like /docs/3.8.1 are routes: an extension starts with a
 * letter.
 */
export function isFilePath(href: string | undefined): boolean {
  return (
    typeof href === 'string' &&
    /^\/(?!\/)[^?#]*\/?[^/?#]+\.[a-z][a-z0-9]{0,7}(?:[?#]|$)/i.test(href)
  );
}
