/**
 * The local search client as the page sees it: the same Algolia-shaped
 * calls, answered by the search worker. Loading the index (tens of
 * kilobytes of JSON) and ranking then never block the main thread.
 */
import type {FacetFilters} from './facetFilters';
import type {
  LocalSearchClient,
  SearchRequest,
  SearchResponse,
} from './localClient';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

type Pending = {
  resolve: (results: SearchResponse[]) => void;
  reject: (error: Error) => void;
};

export function createWorkerSearchClient(options: {
  indexUrl: string;
  origin: string;
}): LocalSearchClient {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const start = (): Worker => {
    if (worker) {
      return worker;
    }
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), {
      name: 'search',
    });
    worker.onmessage = ({data}: MessageEvent<WorkerReply>) => {
      const waiting = pending.get(data.id);
      if (!waiting) {
        return;
      }
      pending.delete(data.id);
      if ('error' in data) {
        // Keep the name: DocSearch shows its network error for RetryError.
        const error = new Error(data.error.message);
        error.name = data.error.name;
        waiting.reject(error);
      } else {
        waiting.resolve(data.results);
      }
    };
    return worker;
  };

  const send = (
    message:
      | {type: 'search'; requests: SearchRequest[]}
      | {type: 'prefetch'; facetFilters?: FacetFilters},
  ): Promise<SearchResponse[]> =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, {resolve, reject});
      const request: WorkerRequest = {...message, id, ...options};
      start().postMessage(request);
    });

  return {
    appId: 'local',
    apiKey: 'local',
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      return {results: await send({type: 'search', requests})};
    },
    async prefetch(facetFilters) {
      // Posted at once, before the worker has started: the worker fetches
      // the manifest and the index files itself as soon as it runs. When
      // the page fetched the manifest and passed it on, the hand-over
      // waited for the main thread, which is busy rendering the modal for
      // the 30 ms or so in which the worker starts (traced: the index
      // fetches began about 75 ms after Ctrl+K instead of about 50).
      await send({type: 'prefetch', facetFilters});
    },
    addAlgoliaAgent() {
      // No user agent to report: nothing is sent anywhere.
    },
    async clearCache() {
      // Index files are immutable for the lifetime of a page.
    },
  };
}
