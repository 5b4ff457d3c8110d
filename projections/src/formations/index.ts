export { formationsProjection } from './formations.projection';
export type { FormationRecord, FormationSummary, FormationVotes } from './formation-views';
export * from './formation-list.query';
export * from './formation-detail.query';
export * from './formation-versions.query';
