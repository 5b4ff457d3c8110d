import { z } from 'zod';

/**
 * Fixed value lists of practice plans, defined once for the form, the wizard, the list filters and the API.
 * The reference app had two disagreeing phase lists; this is the one its wizard and list filter used.
 */
export const PHASES_OF_SEASON = [
  'offseason',
  'early-season',
  'mid-season',
  'tournament-tuneup',
  'end-of-season',
] as const;
export type PhaseOfSeason = (typeof PHASES_OF_SEASON)[number];
export const PHASE_OF_SEASON_LABELS: Record<PhaseOfSeason, string> = {
  offseason: 'Offseason',
  'early-season': 'Early season, new players',
  'mid-season': 'Mid season, skill building',
  'tournament-tuneup': 'Tournament tune-up',
  'end-of-season': 'End of season, peaking',
};
export const phaseOfSeasonSchema = z.enum(PHASES_OF_SEASON, {
  error: `Phase of season must be one of ${PHASES_OF_SEASON.join(', ')}.`,
});

/** The reference app's goal chips (its forms took free text, which made the filter useless). */
export const PRACTICE_GOALS = [
  'conditioning',
  'skill-development',
  'team-strategy',
  'game-preparation',
  'recovery',
] as const;
export type PracticeGoal = (typeof PRACTICE_GOALS)[number];
export const PRACTICE_GOAL_LABELS: Record<PracticeGoal, string> = {
  conditioning: 'Conditioning',
  'skill-development': 'Skill development',
  'team-strategy': 'Team strategy',
  'game-preparation': 'Game preparation',
  recovery: 'Recovery',
};
export const practiceGoalSchema = z.enum(PRACTICE_GOALS, {
  error: `A practice goal is one of ${PRACTICE_GOALS.join(', ')}.`,
});

/**
 * drill: a library drill; activity: a one-off named activity; break: a pause; formation: a formation shown (0 min
 * allowed).
 */
export const PLAN_ITEM_KINDS = ['drill', 'activity', 'break', 'formation'] as const;
export type PlanItemKind = (typeof PLAN_ITEM_KINDS)[number];

export const PLAN_LIMITS = {
  name: 150,
  /** rich text, as HTML */
  description: 20_000,
  notes: 2_000,
  title: 150,
  sectionName: 100,
  goal: 200,
  goalsPerSection: 12,
  sections: 30,
  /** singles and blocks in one section */
  entriesPerSection: 100,
  lanesPerBlock: 8,
  laneName: 40,
  /** every item in the plan, lanes included */
  items: 500,
  participants: 500,
  /** one item; a long tournament day fits, a typo of 10,000 does not */
  itemMinutes: 600,
  /** the practice length aimed for (wizard total, section budgets) */
  targetMinutes: 1_440,
} as const;

/** Formations are shown, not run: they may take no time. Everything else takes at least a minute. */
export const minimumMinutes = (kind: PlanItemKind): number => (kind === 'formation' ? 0 : 1);

/** A duration's problem in words, or null when it is fine; the zod schemas and the decider share it. */
export function durationProblem(kind: PlanItemKind, minutes: number): string | null {
  if (!Number.isFinite(minutes) || !Number.isInteger(minutes)) return 'Use whole minutes.';
  if (minutes < 0) return 'A duration cannot be negative.';
  const min = minimumMinutes(kind);
  if (minutes < min) return `A ${kind} takes at least ${min} minute.`;
  if (minutes > PLAN_LIMITS.itemMinutes) return `At most ${PLAN_LIMITS.itemMinutes} minutes (10 hours) for one item.`;
  return null;
}

/** Default length of a new item of each kind, in minutes (a break is 10, as in the reference app). */
export const DEFAULT_ITEM_MINUTES: Record<PlanItemKind, number> = { drill: 15, activity: 10, break: 10, formation: 0 };

/** "HH:MM", 24-hour clock. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockTimeSchema = z.string().regex(CLOCK_TIME, 'Use a 24-hour time like 18:30.');

/** Lane colours are hex so print, screen and position tokens agree. */
export const laneColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #2563eb.')
  .transform((c) => c.toLowerCase());
