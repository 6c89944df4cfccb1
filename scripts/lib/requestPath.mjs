// How `npm run serve` reads the path of a request, the way nginx does: the
// raw target is percent-decoded byte by byte, "." and ".." segments and
// repeated slashes are resolved, and anything that cannot name a file of
// the build is refused.

/** Longest request target served; nginx's default header buffer is 8 KB. */
export const maxTargetLength = 8192;

/**
 * @typedef {{ok: true, path: string, search: string}
 *   | {ok: false, status: 400 | 414, reason: string}} ParsedTarget
 */

/**
 * Parses a request target (`req.url`).
 * @param {string} target
 * @returns {ParsedTarget}
 */
export function parseRequestTarget(target) {
  if (target.length > maxTargetLength) {
    return {ok: false, status: 414, reason: 'request target too long'};
  }
  if (!target.startsWith('/')) {
    return {ok: false, status: 400, reason: 'not an origin-form target'};
  }
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const search = queryStart === -1 ? '' : target.slice(queryStart);
  const bytes = percentDecode(rawPath);
  if (bytes === null) {
    return {ok: false, status: 400, reason: 'malformed percent-encoding'};
  }
  if (bytes.includes(0)) {
    return {ok: false, status: 400, reason: 'NUL byte in path'};
  }
  const segments = [];
  const parts = Buffer.from(bytes).toString('utf8').split('/');
  for (const [index, part] of parts.entries()) {
    const isLast = index === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) {
        return {ok: false, status: 400, reason: 'path leaves the root'};
      }
      segments.pop();
      if (isLast) {
        segments.push('');
      }
    } else if (part === '.' || (part === '' && !isLast)) {
      if (isLast) {
        segments.push('');
      }
    } else {
      segments.push(part);
    }
  }
  return {ok: true, path: `/${segments.join('/')}`, search};
}

/**
 * Bytes of a percent-encoded string, or null when an escape is malformed.
 * @param {string} text
 * @returns {number[] | null}
 */
function percentDecode(text) {
  const raw = Buffer.from(text, 'utf8');
  const bytes = [];
  for (let index = 0; index < raw.length; index += 1) {
    const byte = /** @type {number} */ (raw[index]);
    if (byte !== 0x25) {
      bytes.push(byte);
      continue;
    }
    const hex = raw.subarray(index + 1, index + 3).toString('latin1');
    if (!/^[0-9a-fA-F]{2}$/.test(hex)) {
      return null;
    }
    bytes.push(Number.parseInt(hex, 16));
    index += 2;
  }
  return bytes;
}

/**
 * Whether a decoded path names something the server never serves: a dot
 * file or folder (such as the build's `.security-headers/`).
 * @param {string} path
 */
export function isHiddenPath(path) {
  return path.split('/').some((segment) => segment.startsWith('.'));
}
