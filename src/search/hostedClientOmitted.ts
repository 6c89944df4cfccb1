/**
 * Stands in for the hosted Algolia client in local search mode (see the
 * search-index plugin): the embedded index answers every query there, so
 * the real client, about 6 KB of gzip, would be downloaded with the search
 * code and never run. Reaching this means the mode checks disagree.
 */
import type {liteClient as hostedLiteClient} from 'algoliasearch/lite';

export const liteClient: typeof hostedLiteClient = () => {
  throw new Error(
    'The hosted Algolia client is not bundled in local search mode.',
  );
};
