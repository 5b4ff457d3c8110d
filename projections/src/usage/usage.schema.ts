import type { MigrationStep } from '@sideline/eventstore';
import { PLAN_DRILL_USAGE_TABLE, PLAN_FORMATION_USAGE_TABLE } from './usage-tables';

/**
 * `plan_usage_items`: per plan, what it uses (its items that refer to a drill or formation, and whether it is
 * deleted) with the plan stream version it reflects, so usage folds its seven event types without the whole plan.
 * `plan_drill_usage` / `plan_formation_usage`: which drills and formations each live plan uses (the counts' source).
 */
const PLAN_USAGE_ITEMS = `
CREATE TABLE IF NOT EXISTS plan_usage_items (
  plan_id text PRIMARY KEY,
  version integer NOT NULL,
  deleted boolean NOT NULL,
  items jsonb NOT NULL
);`;

export const usageMigrations: readonly MigrationStep[] = [
  { id: '001-plan-drill-usage', sql: PLAN_DRILL_USAGE_TABLE },
  { id: '002-plan-formation-usage', sql: PLAN_FORMATION_USAGE_TABLE },
  { id: '003-plan-usage-items', sql: PLAN_USAGE_ITEMS },
];
