export { drillsProjection } from './drills.projection';
export * from './drill-views';
export * from './drill-list.query';
export * from './drill-detail.query';
export * from './drill-facets.query';
export { SqlParams, listScopeSql, mineScopeSql, type DrillListScope } from './drill-list-scope';
export { CONTENT_COLUMNS, contentColumnValues, contentPlaceholders } from './drill-columns';
