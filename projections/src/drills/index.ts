export { drillsProjection } from './drills.projection';
export * from './drill-views';
export * from './drill-list.query';
export * from './drill-detail.query';
export * from './drill-facets.query';
export { CONTENT_COLUMNS, contentColumnValues, contentPlaceholders } from './drill-columns';
export * from './drill-record';
