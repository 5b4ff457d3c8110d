export { formationsProjection } from './formations.projection';
export type { FormationRecord, FormationSummary } from './formation-views';
export * from './formation-record';
export * from './formation-list.query';
export * from './formation-detail.query';
