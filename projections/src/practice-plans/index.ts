export { plansProjection } from './plans.projection';
export { planDraftsProjection, findPlanDraft, listPlanDrafts, type PlanDraftRecord } from './plan-drafts.projection';
export * from './plan-views';
export * from './plan-detail.query';
export * from './plan-list.query';
export { PLAN_DRILL_USAGE_TABLE, PLAN_FORMATION_USAGE_TABLE } from './plan-usage';
export * from './plan-page.query';
