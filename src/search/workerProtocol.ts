/** Messages between the page and the search worker. */
import type {FacetFilters} from './facetFilters';
import type {SearchIndexManifest} from './indexFormat';
import type {SearchRequest, SearchResponse} from './localClient';

interface RequestBase {
  id: number;
  /** URL of the index folder, ending with `/`. */
  indexUrl: string;
  origin: string;
}

export type WorkerRequest = RequestBase &
  (
    | {type: 'search'; requests: SearchRequest[]}
    | {
        type: 'prefetch';
        facetFilters?: FacetFilters;
        /** Fetched by the page while the worker was starting. */
        manifest?: SearchIndexManifest;
      }
  );

export type WorkerReply =
  | {id: number; results: SearchResponse[]}
  | {id: number; error: {name: string; message: string}};
