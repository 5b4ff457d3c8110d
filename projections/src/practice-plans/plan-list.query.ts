import type { PhaseOfSeason, PlanListPage, PlanListShow, PracticeGoal, SportId } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { listContent, similaritySearch, type ContentListDefinition, type SortSpec } from '../content-list';
import type { ContentListScope, SqlParams } from '../sql';
import {
  PLAN_SUMMARY_SELECT,
  planSummaryJoins,
  planSummaryOf,
  type PlanSummary,
  type PlanSummaryRow,
} from './plan-views';

export const PLAN_SORTS = ['newest', 'updated', 'edited', 'date', 'name', 'duration', 'votes', 'participants'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

/** The plan list's filters, already validated by the API's zod query schema. */
export interface PlanListQuery {
  q?: string;
  sport?: SportId;
  /** any of these phases */
  phases?: PhaseOfSeason[];
  phasesExclude?: PhaseOfSeason[];
  /** all of these goals (the reference app's "required") */
  goals?: PracticeGoal[];
  /** none of these goals */
  goalsExclude?: PracticeGoal[];
  /** plans expecting at least / at most this many participants (plans without a number are left out) */
  participantsMin?: number;
  participantsMax?: number;
  /** plans containing every one of these drills */
  drillIds?: string[];
  teamId?: string;
  published?: boolean;
  /**
   * the library of plans, the practices on a season calendar, or both (absent: both; the API's default is the library)
   */
  show?: PlanListShow;
  /** only plans a person edited (a generated practice nobody touched was not) */
  edited?: boolean;
  /** my plans, unlisted included (needs a signed-in viewer) */
  mine?: boolean;
  /** `'mine'`: my teams' content; a team id: that team's */
  team?: string;
  sort: PlanSort;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const SORTS: Record<PlanSort, SortSpec> = {
  newest: { order: 'desc', sql: (dir) => `p.created_at ${dir}` },
  updated: { order: 'desc', sql: (dir) => `p.updated_at ${dir}` },
  edited: { order: 'desc', sql: (dir) => `p.edited_at ${dir} NULLS LAST` },
  // a practice's day on the calendar (plans without one last), then its start time
  date: { order: 'asc', sql: (dir) => `p.scheduled_date ${dir} NULLS LAST, p.start_time ${dir} NULLS LAST` },
  name: { order: 'asc', sql: (dir) => `lower(p.name) ${dir}, p.name ${dir}` },
  duration: { order: 'asc', sql: (dir) => `p.total_minutes ${dir}` },
  votes: { order: 'desc', sql: (dir) => `p.vote_score ${dir}, p.votes_up ${dir}` },
  participants: { order: 'asc', sql: (dir) => `p.expected_participants ${dir} NULLS LAST` },
};

function filterSql(query: PlanListQuery, params: SqlParams): string[] {
  const where: string[] = [];
  if (query.sport) where.push(`p.sport = ${params.add(query.sport)}`);
  if (query.phases?.length) where.push(`p.phase = ANY(${params.add(query.phases, 'text[]')})`);
  if (query.phasesExclude?.length)
    where.push(`(p.phase IS NULL OR NOT p.phase = ANY(${params.add(query.phasesExclude, 'text[]')}))`);
  if (query.goals?.length) where.push(`p.goals @> ${params.add(query.goals, 'text[]')}`);
  if (query.goalsExclude?.length) where.push(`NOT (p.goals && ${params.add(query.goalsExclude, 'text[]')})`);
  if (query.participantsMin !== undefined)
    where.push(`p.expected_participants >= ${params.add(query.participantsMin, 'integer')}`);
  if (query.participantsMax !== undefined)
    where.push(`p.expected_participants <= ${params.add(query.participantsMax, 'integer')}`);
  if (query.drillIds?.length) where.push(`p.drill_ids @> ${params.add(query.drillIds, 'text[]')}`);
  if (query.teamId) where.push(`p.team_id = ${params.add(query.teamId)}`);
  if (query.published !== undefined) where.push(`p.published = ${params.add(query.published, 'boolean')}`);
  // indexes: plans_view_library, plans_view_calendar, plans_view_owner_edited
  if (query.show === 'plans') where.push('p.season_id IS NULL');
  if (query.show === 'practices') where.push('p.season_id IS NOT NULL');
  if (query.edited) where.push('p.edited_at IS NOT NULL');
  return where;
}

/** The plan list: what differs from the other content lists. */
const PLAN_LIST: ContentListDefinition<PlanListQuery, PlanSummaryRow, PlanSummary> = {
  from: 'plans_view',
  alias: 'p',
  idColumn: 'plan_id',
  innerColumns: 'p.*',
  publishedColumn: 'published',
  sorts: SORTS,
  filters: filterSql,
  summarySelect: PLAN_SUMMARY_SELECT,
  summaryJoins: planSummaryJoins,
  summaryOf: planSummaryOf,
  search: similaritySearch({ searchColumn: 'p.search', columns: ['p.name', 'p.description_plain'], threshold: 0.5 }),
};

/**
 * Plans the viewer may list, filtered, sorted and paginated. A search tries full text first (name and description,
 * every word a prefix); when that finds nothing it falls back to trigram word similarity on the name and description.
 */
export async function listPlans(db: Queryable, scope: ContentListScope, query: PlanListQuery): Promise<PlanListPage> {
  return listContent(db, PLAN_LIST, scope, query);
}
