/**
 * The read models as they were before batch application: one event at a time, each with its own statements.
 * Frozen on purpose (do not "fix" or update them): the batch property tests (`*.batch.int.spec.ts`) run generated
 * logs through this code and through the batch code and expect exactly the same rows and live keys.
 * Test-only: nothing outside tests imports this folder.
 */
export { perEventBoardsProjection } from './boards.per-event';
export { perEventCommentsProjection } from './comments.per-event';
export { perEventDrillImportsProjection } from './drill-imports.per-event';
export { perEventDrillsProjection } from './drills.per-event';
export { perEventFormationsProjection } from './formations.per-event';
export { perEventPlanDraftsProjection } from './plan-drafts.per-event';
export { perEventPlansProjection } from './plans.per-event';
export { perEventUsersProjection } from './users.per-event';
