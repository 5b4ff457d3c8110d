export type {
  ContentListDefinition,
  ContentListQueryBase,
  ListSearch,
  PageForSearch,
  SearchCondition,
  SortOrder,
  SortSpec,
} from './content-list.definition';
export { listContent, type ContentListPage } from './content-list.query';
export { lexiconSearch, similaritySearch } from './content-list.search';
export { contentAccessOf, type ContentAccessColumns } from './content-access';
