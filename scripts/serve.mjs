#!/usr/bin/env node
// Serves the production build the way a static host would: brotli or gzip
// compression (precompressed files when the build has them, otherwise on
// the fly), long-lived caching for hashed assets, a redirect to the
// trailing-slash URL for page folders, and the site's 404 page for unknown
// paths.
//
//   node scripts/serve.mjs [--dir build] [--port 3000] [--host 0.0.0.0]
import {existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import compression from 'compression';
import sirv from 'sirv';

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

// Bundled assets carry a content hash in their name, so they never change.
const hashedAsset = /\/assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

const staticFiles = sirv(root, {
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    // sirv adds a charset to HTML only; the Markdown twins and the llms.txt
    // indexes are UTF-8 text too.
    if (pathname.endsWith('.md')) {
      res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
    } else if (pathname.endsWith('.txt')) {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    }
    if (hashedAsset.test(pathname)) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    } else {
      // HTML, the service worker and unhashed files must be revalidated.
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    }
  },
});

const notFoundPage = path.join(root, '404.html');

function isDirectoryWithIndex(pathname) {
  const candidate = path.join(root, decodeURIComponent(pathname));
  if (!candidate.startsWith(root)) {
    return false;
  }
  try {
    return (
      statSync(candidate).isDirectory() &&
      existsSync(path.join(candidate, 'index.html'))
    );
  } catch {
    return false;
  }
}

// Brotli for clients that accept it, gzip otherwise; quality 5 keeps
// on-the-fly compression fast.
const compress = compression({
  brotli: {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5}},
  threshold: 1024,
});

const server = http.createServer((req, res) => {
  compress(req, res, () => handle(req, res));
});

function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.endsWith('/') && isDirectoryWithIndex(url.pathname)) {
    res.writeHead(301, {Location: `${url.pathname}/${url.search}`});
    res.end();
    return;
  }
  staticFiles(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(
      existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not found',
    );
  });
}

server.listen(Number(values.port), values.host, () => {
  const shownHost = values.host === '0.0.0.0' ? 'localhost' : values.host;
  console.log(`Serving ${root} at http://${shownHost}:${values.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
