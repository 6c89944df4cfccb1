/**
 * The search worker: loads the index and answers queries off the main
 * thread, so parsing index files and ranking never block the page (see
 * workerClient.ts for the other side).
 */
import {
  createLocalSearchClient,
  type LocalSearchClient,
  type SearchResponse,
} from './localClient';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}

const scope = self as unknown as WorkerScope;
let client: LocalSearchClient | undefined;
/** The newest search: older ones still running are past (see isStale). */
let latestSearch = 0;

scope.onmessage = ({data}) => {
  client ??= createLocalSearchClient({
    indexUrl: data.indexUrl,
    origin: data.origin,
  });
  let work: Promise<{results: SearchResponse[]}>;
  if (data.type === 'search') {
    latestSearch = data.id;
    work = client.search(
      {requests: data.requests},
      {isStale: () => latestSearch !== data.id},
    );
  } else {
    work = client.prefetch(data.facetFilters).then(() => ({results: []}));
  }
  work.then(
    ({results}) => scope.postMessage({id: data.id, results}),
    (error: unknown) => {
      const {name = 'Error', message = String(error)} = (error ??
        {}) as Partial<Error>;
      scope.postMessage({id: data.id, error: {name, message}});
    },
  );
};
