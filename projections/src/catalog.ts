import { runMigrations, type Database } from '@sideline/eventstore';
import type { Projection } from './runner';
import { usersProjection } from './users';
import { boardsProjection } from './boards';
import { drillImportsProjection } from './drill-imports';
import { drillsProjection } from './drills';
import { commentsProjection } from './comments';
import { formationsProjection } from './formations';
import { planDraftsProjection, plansProjection } from './practice-plans';
import { teamsProjection } from './teams';
import { attendanceProjection } from './attendance';
import { seasonPracticesProjection, seasonsProjection } from './seasons';
import { usageProjection } from './usage';
import { feedbackProjection } from './feedback';
import { pollProjection } from './poll';
import { auditProjection } from './audit';
import { templatePropagationProjection } from './template-propagation';

/** Every read model of the app, in the order they are migrated. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  usersProjection,
  teamsProjection,
  drillsProjection,
  commentsProjection,
  drillImportsProjection,
  boardsProjection,
  formationsProjection,
  plansProjection,
  usageProjection,
  planDraftsProjection,
  seasonsProjection,
  seasonPracticesProjection,
  feedbackProjection,
  pollProjection,
  auditProjection,
  attendanceProjection,
  templatePropagationProjection,
];

/** Creates every read model's tables (the runner does this too; API-only processes need them to query). */
export async function migrateProjections(
  db: Database,
  projections: readonly Projection[] = ALL_PROJECTIONS,
): Promise<void> {
  for (const projection of projections) await runMigrations(db, `projection:${projection.name}`, projection.migrations);
}
