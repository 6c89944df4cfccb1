// Alias of the real `algoliasearch/lite` browser build (search-index plugin).
declare module 'algoliasearch-lite-hosted' {
  export {liteClient} from 'algoliasearch/lite';
}
