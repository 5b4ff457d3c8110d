export { SqlParams } from './sql-params';
export { contentListScopeSql, ownContentScopeSql, type ContentListScope } from './content-list-scope';
export { lexiconWords, prefixTsQuery, searchWithFallback, searchWords, type SearchMode } from './search';
