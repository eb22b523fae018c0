export { GlobalSearch } from './global-search';
export { searchKeys } from './api/search-keys';
export { searchResultsQuery } from './api/search-queries';
