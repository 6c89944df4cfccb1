// Requests a production server must survive. Each is sent as raw
// bytes (an HTTP client would clean the path up first) to the server of the
// project: `npm run serve` ("site") or nginx with the shipped config
// ("nginx"). Each gets the right status, never a file from outside build/,
// and the server keeps serving.
import net from 'node:net';
import {expect, test} from './support/test';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `request` as is and reads the response until the server closes. */
function sendRaw(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('timed out')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const response = Buffer.concat(chunks);
      const headEnd = response.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = response
        .subarray(0, headEnd)
        .toString('latin1')
        .split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(':');
            return [
              line.slice(0, colon).toLowerCase(),
              line.slice(colon + 1).trim(),
            ];
          }),
        ),
        body: response.subarray(headEnd + 4),
      });
    });
    socket.write(request);
  });
}

const get = (target: string, headers = '', method = 'GET') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;

// package.json sits next to build/: its name must never come back.
const outsideFile = '"name": "docusaurus-website"';

const cases: [name: string, request: string, status: number][] = [
  ['path traversal /../', get('/../package.json'), 400],
  ['path traversal below a folder', get('/docs/../../package.json'), 400],
  ['encoded dots %2e%2e/', get('/%2e%2e/package.json'), 400],
  ['encoded slash ..%2f', get('/..%2fpackage.json'), 400],
  ['encoded dots and slash', get('/%2e%2e%2f%2e%2e%2fetc%2fpasswd'), 400],
  ['backslashes', get('/..\\..\\package.json'), 404],
  ['encoded backslash', get('/..%5cpackage.json'), 404],
  ['malformed escape %zz', get('/docs/%zz'), 400],
  ['truncated escape', get('/docs/%E0%A4%A'), 400],
  ['invalid UTF-8', get('/%C0%AF'), 404],
  ['encoded NUL byte', get('/index.html%00.txt'), 400],
  ['raw NUL byte', get('/index.html\0'), 400],
  ['16 KB URL', get(`/${'a'.repeat(16 * 1024)}`), 414],
  ['unknown method', get('/', '', 'FOO'), 405],
  ['DELETE', get('/', '', 'DELETE'), 405],
  ['POST', get('/', 'Content-Length: 0\r\n', 'POST'), 405],
  ['TRACE', get('/', '', 'TRACE'), 405],
  ['OPTIONS *', get('*', '', 'OPTIONS'), 400],
  [
    'the build’s hidden header files',
    get('/.security-headers/headers.json'),
    404,
  ],
  ['a folder without index.html', get('/assets/'), 404],
];

test.describe('hostile requests', () => {
  let port: number;
  test.beforeEach(({baseURL}) => {
    port = Number(new URL(baseURL!).port);
  });

  for (const [name, request, status] of cases) {
    test(`${name}: ${status}`, async () => {
      const response = await sendRaw(port, request);
      expect(response.status).toBe(status);
      expect(response.body.toString('latin1')).not.toContain(outsideFile);
    });
  }

  test('a Range request gets 206 and exactly those bytes', async () => {
    const response = await sendRaw(
      port,
      get('/index.html', 'Range: bytes=0-99\r\n'),
    );
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(response.body.length).toBe(100);
    expect(response.body.toString('utf8')).toMatch(/^<!doctype html>/i);
  });

  test('a Range past the end gets 416', async () => {
    const response = await sendRaw(
      port,
      get('/index.html', 'Range: bytes=999999999-\r\n'),
    );
    expect(response.status).toBe(416);
  });

  test('HEAD gets 200, the headers of GET and no body', async () => {
    const response = await sendRaw(port, get('/', '', 'HEAD'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
    expect(response.body.length).toBe(0);
  });

  test('405 names the methods that are allowed', async () => {
    const response = await sendRaw(port, get('/', '', 'DELETE'));
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  test('the server keeps serving after all of them', async () => {
    await Promise.all(cases.map(([, request]) => sendRaw(port, request)));
    const response = await sendRaw(port, get('/docs/installation/'));
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toContain('Installation');
  });
});
