import type { MyVote, PhaseOfSeason, PlanSummary, PracticeGoal, SportId, Visibility } from '@sideline/domain';

export type { PlanSummary };

/** Columns of a summary, from `plans_view p` joined to `users_view u` and `plan_votes v`. */
export const PLAN_SUMMARY_SELECT = `
  p.plan_id, p.name, p.sport, left(p.description_plain, 300) AS description_plain, p.phase, p.goals, p.expected_participants, p.start_time,
  p.total_minutes, p.target_minutes, p.section_count, p.item_count, cardinality(p.drill_ids)::int AS drill_count, p.visibility, p.published,
  p.published_at, p.team_id, to_char(p.scheduled_date, 'YYYY-MM-DD') AS scheduled_date, p.owner_id, coalesce(u.display_name, 'Unknown user') AS owner_name,
  p.votes_up, p.votes_down, p.vote_score, coalesce(v.value, 0)::int AS my_vote, p.deleted, p.created_at, p.updated_at`;

export const planSummaryJoins = (viewerParam: string) => `
  LEFT JOIN users_view u ON u.user_id = p.owner_id
  LEFT JOIN plan_votes v ON v.plan_id = p.plan_id AND v.user_id = ${viewerParam}`;

export interface PlanSummaryRow {
  plan_id: string;
  name: string;
  sport: SportId;
  description_plain: string;
  phase: PhaseOfSeason | null;
  goals: PracticeGoal[];
  expected_participants: number | null;
  start_time: string | null;
  total_minutes: number;
  target_minutes: number | null;
  section_count: number;
  item_count: number;
  drill_count: number;
  visibility: Visibility;
  published: boolean;
  published_at: Date | string | null;
  team_id: string | null;
  scheduled_date: string | null;
  owner_id: string;
  owner_name: string;
  votes_up: number;
  votes_down: number;
  vote_score: number;
  my_vote: number;
  deleted: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const planSummaryOf = (row: PlanSummaryRow): PlanSummary => ({
  id: row.plan_id,
  name: row.name,
  sport: row.sport,
  descriptionPlain: row.description_plain,
  phaseOfSeason: row.phase,
  practiceGoals: row.goals,
  expectedParticipants: row.expected_participants,
  startTime: row.start_time,
  totalMinutes: row.total_minutes,
  targetMinutes: row.target_minutes,
  sectionCount: row.section_count,
  itemCount: row.item_count,
  drillCount: row.drill_count,
  visibility: row.visibility,
  published: row.published,
  publishedAt: row.published_at === null ? null : iso(row.published_at),
  teamId: row.team_id,
  scheduledDate: row.scheduled_date,
  ownerId: row.owner_id,
  ownerName: row.owner_name,
  votes: { up: row.votes_up, down: row.votes_down, score: row.vote_score },
  myVote: Math.sign(row.my_vote) as MyVote,
  deleted: row.deleted,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});
