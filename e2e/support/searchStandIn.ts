/**
 * A stand-in for the hosted search service: records every request and
 * answers like Algolia's multi-query endpoint, so tests can check the
 * request DocSearch sends without contacting an external host.
 */
import http from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface StandInHit {
  url: string;
  lvl0: string;
  lvl1: string;
  content?: string;
}

export async function startSearchStandIn(
  port: number,
  hits: StandInHit[],
): Promise<{requests: RecordedRequest[]; close: () => Promise<void>}> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      const body = raw
        ? (JSON.parse(raw) as {
            requests?: {query?: string; indexName?: string}[];
          })
        : {};
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body,
      });
      const results = (body.requests ?? [{}]).map((request) => ({
        hits: hits.map((hit, index) => ({
          objectID: String(index),
          url: hit.url,
          type: hit.content ? 'content' : 'lvl1',
          content: hit.content ?? null,
          hierarchy: {
            lvl0: hit.lvl0,
            lvl1: hit.lvl1,
            lvl2: null,
            lvl3: null,
            lvl4: null,
            lvl5: null,
            lvl6: null,
          },
          _highlightResult: {
            hierarchy: {lvl0: {value: hit.lvl0}, lvl1: {value: hit.lvl1}},
          },
          _snippetResult: hit.content ? {content: {value: hit.content}} : {},
        })),
        nbHits: hits.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        query: request.query ?? '',
        params: '',
        index: request.indexName ?? '',
      }));
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.end(JSON.stringify({results}));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(port, '127.0.0.1', resolve),
  );
  return {
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
