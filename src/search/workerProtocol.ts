/** Messages between the page and the search worker. */
import type {FacetFilters} from './facetFilters';
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
    | {type: 'prefetch'; facetFilters?: FacetFilters}
  );

export type WorkerReply =
  | {id: number; results: SearchResponse[]}
  | {id: number; error: {name: string; message: string}};
