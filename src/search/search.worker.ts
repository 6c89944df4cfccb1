/**
 * The search worker: loads the index and answers queries off the main
 * thread, so parsing index files and ranking never block the page (see
 * workerClient.ts for the other side).
 */
import {createLatestSearchQueue, superseded} from './latestSearchQueue';
import {
  createLocalSearchClient,
  type LocalSearchClient,
  type SearchRequest,
  type SearchResponse,
} from './localClient';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}

const scope = self as unknown as WorkerScope;
let client: LocalSearchClient | undefined;

const search = createLatestSearchQueue<SearchRequest[], SearchResponse[]>(
  async (requests, isSuperseded) => {
    const answer = await client!.search({requests}, {isStale: isSuperseded});
    return answer.skipped ? superseded : answer.results;
  },
);

scope.onmessage = ({data}) => {
  client ??= createLocalSearchClient({
    indexUrl: data.indexUrl,
    origin: data.origin,
  });
  const work: Promise<SearchResponse[]> =
    data.type === 'search'
      ? search(data.requests)
      : client.prefetch(data.facetFilters).then(() => []);
  work.then(
    (results) => scope.postMessage({id: data.id, results}),
    (error: unknown) => {
      const {name = 'Error', message = String(error)} = (error ??
        {}) as Partial<Error>;
      scope.postMessage({id: data.id, error: {name, message}});
    },
  );
};
