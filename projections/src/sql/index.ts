export { SqlParams } from './sql-params';
export { contentListScopeSql, ownContentScopeSql, teamFilterSql, type ContentListScope } from './content-list-scope';
export {
  lexiconWords,
  prefixTsQuery,
  searchVectorMigrationSql,
  searchWithFallback,
  searchWords,
  type SearchMode,
} from './search';
export { feedbackScopeSql, type FeedbackReader } from './feedback-scope';
