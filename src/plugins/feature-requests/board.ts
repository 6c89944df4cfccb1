/**
 * Path helpers shared by the plugin (Node) and its page (browser): which part
 * of the address lies below the feature-requests route, and where that part
 * leads on a hosted board.
 */

/** Joins URL path segments with single slashes and a trailing slash. */
export function joinRoutePath(...segments: string[]): string {
  const joined = segments
    .map((segment) => segment.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return joined ? `/${joined}/` : '/';
}

/**
 * The part of `pathname` below `basePath`, without surrounding slashes:
 * `('/feature-requests/some-board/', '/feature-requests/')` -> `'some-board'`.
 * Empty for the base path itself or for a path outside it.
 */
export function subpathOf(pathname: string, basePath: string): string {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  if (!`${pathname}/`.startsWith(base)) {
    return '';
  }
  return pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
}

/**
 * The board address that matches a subpath of the page, so a link to
 * /feature-requests/some-board/ opens that board on the hosted service.
 * Each segment is encoded and dot segments are dropped: the subpath comes
 * from the address bar and must never lead off the board's own URL.
 */
export function boardAddress(boardUrl: string, subpath: string): string {
  const base = new URL(boardUrl.endsWith('/') ? boardUrl : `${boardUrl}/`);
  const segments = subpath
    .split('/')
    .map(safeDecode)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map(encodeURIComponent);
  return segments.length === 0
    ? base.href
    : new URL(`${segments.join('/')}/`, base).href;
}

/** The browser hands us percent-encoded paths; decode once, tolerate junk. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The board address to embed, or null. A board loads only when the site
 * configures one and the reader is online: by default the page stays a
 * local guide and nothing third-party is fetched.
 */
export function embeddedBoard({
  boardUrl,
  isOnline,
  subpath,
}: {
  boardUrl: string | null;
  isOnline: boolean;
  subpath: string;
}): string | null {
  return boardUrl !== null && isOnline ? boardAddress(boardUrl, subpath) : null;
}
