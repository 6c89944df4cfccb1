// Whether built HTML is a redirect page written by plugin-client-redirects
// (such as `/x.html/` pointing to `/x/`) rather than a page of the site.
// Shared by the browser tests' build readers and the bench.

/** @param {string} html */
export function isClientRedirectHtml(html) {
  return /<meta http-equiv="refresh"/.test(html);
}
