export { drillImportsProjection } from './drill-imports.projection';
export * from './drill-imports.queries';
export * from './drill-name-matches.query';
