#!/usr/bin/env node
// Serves the production build the way a static host would, with the same
// rules as the nginx config in deploy/nginx/: brotli or gzip compression
// (precompressed files when the build has them, otherwise on the fly),
// long-lived caching for hashed assets, a redirect to the trailing-slash URL
// for page folders, the site's 404 page for unknown paths, and the security
// headers the build computed for each file (build/.security-headers/).
// Only GET and HEAD are served; malformed or escaping paths are refused.
//
//   node scripts/serve.mjs [--dir build] [--port 3000] [--host 0.0.0.0]
import {existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
// @ts-expect-error compression ships no type declarations (and no
// @types/compression is installed); its use here is two calls.
import compression from 'compression';
import sirv from 'sirv';
import {isHiddenPath, parseRequestTarget} from './lib/requestPath.mjs';
import {cacheControl, contentTypes} from './lib/staticHeaders.mjs';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: process.env.HOST ?? '0.0.0.0'},
  },
});

const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(
    `serve: ${root}/index.html not found. Run "npm run build" first (or pass --dir).`,
  );
  process.exit(1);
}

const headersFile = path.join(root, '.security-headers', 'headers.json');
if (!existsSync(headersFile)) {
  console.error(
    `serve: ${headersFile} not found: the build writes it (src/plugins/security-headers). Rebuild with "npm run build".`,
  );
  process.exit(1);
}
/** @type {{headers: Record<string, string>, contentSecurityPolicy: {default: string, byPath: Record<string, string>}}} */
const securityHeaders = JSON.parse(readFileSync(headersFile, 'utf8'));

/**
 * Headers of every response; the CSP is the one of the file served.
 * @param {http.ServerResponse} res
 * @param {string | null} filePath Build path of the file, null for none.
 */
function setSecurityHeaders(res, filePath) {
  const {contentSecurityPolicy} = securityHeaders;
  res.setHeader(
    'Content-Security-Policy',
    (filePath === null ? undefined : contentSecurityPolicy.byPath[filePath]) ??
      contentSecurityPolicy.default,
  );
  for (const [name, value] of Object.entries(securityHeaders.headers)) {
    res.setHeader(name, value);
  }
}

const staticFiles = sirv(root, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  // Files are resolved below; sirv serves exactly the file it is given.
  extensions: [],
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControl(pathname));
    const type = contentTypes[path.extname(pathname)];
    if (type) {
      res.setHeader('Content-Type', type);
    }
  },
});

const notFoundPage = path.join(root, '404.html');

/**
 * @param {string} relativePath
 * @returns {'directory' | 'file' | null}
 */
function fileKind(relativePath) {
  try {
    const stats = statSync(path.join(root, relativePath));
    return stats.isDirectory() ? 'directory' : stats.isFile() ? 'file' : null;
  } catch {
    return null;
  }
}

/**
 * The build file a decoded path names: the file itself, or the index.html of
 * a folder path; `redirect` for a folder path without its slash (as nginx
 * does, whether or not the folder has an index.html).
 * @param {string} pathname
 * @returns {{kind: 'file', path: string} | {kind: 'redirect'} | {kind: 'missing'}}
 */
function resolveFile(pathname) {
  if (isHiddenPath(pathname)) {
    return {kind: 'missing'};
  }
  if (pathname.endsWith('/')) {
    const index = `${pathname}index.html`;
    return fileKind(index) === 'file'
      ? {kind: 'file', path: index}
      : {kind: 'missing'};
  }
  const kind = fileKind(pathname);
  if (kind === 'file') {
    return {kind: 'file', path: pathname};
  }
  if (kind === 'directory') {
    return {kind: 'redirect'};
  }
  return {kind: 'missing'};
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
 */
function refuse(res, status, extraHeaders = {}) {
  setSecurityHeaders(res, null);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(`${http.STATUS_CODES[status]}\n`);
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function handle(req, res) {
  // The target first, as nginx: `OPTIONS *` is a bad request, not a method.
  const target = parseRequestTarget(req.url ?? '/');
  if (!target.ok) {
    refuse(res, target.status);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    refuse(res, 405, {Allow: 'GET, HEAD'});
    return;
  }
  const file = resolveFile(target.path);
  if (file.kind === 'redirect') {
    setSecurityHeaders(res, null);
    res.writeHead(301, {
      Location: `${encodeURI(target.path)}/${target.search}`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
    res.end();
    return;
  }
  if (file.kind === 'missing') {
    setSecurityHeaders(res, '/404.html');
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : '');
    return;
  }
  setSecurityHeaders(res, file.path);
  // sirv looks the file up by its (decoded) URL path.
  req.url = encodeURI(file.path);
  staticFiles(req, res, () => {
    res.statusCode = 404;
    res.end();
  });
}

// Brotli for clients that accept it, gzip otherwise; quality 5 keeps
// on-the-fly compression fast. Range requests get the file's own bytes.
const compress = compression({
  brotli: {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}},
  threshold: 1024,
  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  filter: (req, res) => !req.headers.range && compression.filter(req, res),
});

// Large enough for a 16 KB URL to reach the handler, which answers 414
// (like nginx) rather than Node's 431.
const server = http.createServer({maxHeaderSize: 64 * 1024}, (req, res) => {
  compress(req, res, () => handle(req, res));
});

// Requests Node's parser rejects never reach the handler. A method it does
// not know gets 405 like any other unsupported method; the rest get 400.
server.on('clientError', (error, socket) => {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    /** @type {NodeJS.ErrnoException} */ (error).code === 'HPE_INVALID_METHOD'
      ? 405
      : 400;
  const extra = status === 405 ? 'Allow: GET, HEAD\r\n' : '';
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${extra}Content-Length: 0\r\nConnection: close\r\n\r\n`,
  );
});

server.listen(Number(values.port), values.host, () => {
  const shownHost = values.host === '0.0.0.0' ? 'localhost' : values.host;
  console.log(`Serving ${root} at http://${shownHost}:${values.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
