import { BOARD_EVENT_TYPES } from './board/board.events';
import { COMMENT_EVENT_TYPES } from './comment/comment';
import { DRILL_EVENT_TYPES } from './drill/drill.events';
import { DRILL_IMPORT_EVENT_TYPES } from './drill/bulk/import-batch';
import { PLAN_DRAFT_EVENT_TYPES } from './practice-plan/draft/plan-draft.decider';
import { PLAN_EVENT_TYPES } from './practice-plan/plan.events';
import { FORMATION_EVENT_TYPES } from './formation/formation.events';
import { USER_EVENT_TYPES } from './user/user.events';
import { VOTE_EVENT_TYPES } from './vote/vote';
import { SEASON_EVENT_TYPES } from './season/season.events';
import { RECURRENCE_EVENT_TYPES } from './season/recurrence/recurrence.events';
import { ATTENDANCE_EVENT_TYPES } from './season/attendance/attendance';
import { TEAM_EVENT_TYPES } from './team/team.events';
import { FEEDBACK_EVENT_TYPES, FEEDBACK_UPVOTE_EVENT_TYPES } from './feedback/feedback.events';
import { SUGGESTION_EVENT_TYPES, SUGGESTION_VOTE_EVENT_TYPES } from './poll/poll.events';

/**
 * Every event type, by the stream type that holds it. docs/event-catalogue.md must describe each one (a test checks).
 */
export const EVENT_TYPES_BY_STREAM = {
  user: USER_EVENT_TYPES,
  drill: DRILL_EVENT_TYPES,
  'drill-import': DRILL_IMPORT_EVENT_TYPES,
  vote: VOTE_EVENT_TYPES,
  comment: COMMENT_EVENT_TYPES,
  board: BOARD_EVENT_TYPES,
  plan: PLAN_EVENT_TYPES,
  'plan-draft': PLAN_DRAFT_EVENT_TYPES,
  formation: FORMATION_EVENT_TYPES,
  team: TEAM_EVENT_TYPES,
  season: SEASON_EVENT_TYPES,
  'season-recurrences': RECURRENCE_EVENT_TYPES,
  feedback: FEEDBACK_EVENT_TYPES,
  'feedback-upvote': FEEDBACK_UPVOTE_EVENT_TYPES,
  'poll-suggestion': SUGGESTION_EVENT_TYPES,
  'poll-vote': SUGGESTION_VOTE_EVENT_TYPES,
  'practice-attendance': ATTENDANCE_EVENT_TYPES,
} as const satisfies Record<string, readonly string[]>;

export const ALL_EVENT_TYPES: readonly string[] = Object.values(EVENT_TYPES_BY_STREAM).flat();
