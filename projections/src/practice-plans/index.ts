export { plansProjection } from './plans.projection';
export { planDraftsProjection, findPlanDraft, listPlanDrafts, type PlanDraftRecord } from './plan-drafts.projection';
export * from './plan-views';
export * from './plan-detail.query';
export * from './plan-list.query';
export * from './plan-page.query';
