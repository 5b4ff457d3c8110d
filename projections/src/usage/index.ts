export { usageProjection } from './usage.projection';
export {
  DRILL_USAGE,
  FORMATION_USAGE,
  PLAN_DRILL_USAGE_TABLE,
  PLAN_FORMATION_USAGE_TABLE,
  usageCountSql,
  type PlanUsageKind,
} from './usage-tables';
export { USAGE_EVENT_TYPES, evolveUsage, usedBy, type PlanUsage } from './plan-usage';
