import type { Visibility } from '../content/content.schemas';
import type { SportId } from '../sports';
import type { PhaseOfSeason, PlanItemKind, PracticeGoal } from './plan-vocabulary';

/**
 * One thing done in a practice. `drillId` is set for drills, `formationId` for formations; `title` names activities
 * and breaks (for drills and formations it may override the shown name, empty means "use the drill's name").
 */
export interface PlanItem {
  id: string;
  kind: PlanItemKind;
  drillId: string | null;
  formationId: string | null;
  title: string;
  durationMinutes: number;
  notes: string;
}

/** A position group running its own sequence of items while the other lanes run theirs. */
export interface Lane {
  id: string;
  name: string;
  colour: string;
  /** the sport pack's position the lane stands for (null: a custom group) */
  positionKey: string | null;
  items: PlanItem[];
}

/** Lanes that run at the same time; the block lasts as long as its longest lane. */
export interface ParallelBlock {
  kind: 'parallel';
  id: string;
  lanes: Lane[];
}

/** What a section holds, in order: single items and parallel blocks. */
export type SectionEntry = PlanItem | ParallelBlock;

export const isBlock = (entry: SectionEntry): entry is ParallelBlock => entry.kind === 'parallel';

export interface Section {
  id: string;
  name: string;
  goals: string[];
  notes: string;
  /** minutes the section was budgeted (the wizard's timeline); null when nobody set one */
  targetMinutes: number | null;
  entries: SectionEntry[];
}

export interface PlanMetadata {
  name: string;
  /** sanitised HTML */
  description: string;
  sport: SportId;
  phaseOfSeason: PhaseOfSeason | null;
  practiceGoals: PracticeGoal[];
  expectedParticipants: number | null;
  /** "HH:MM"; null: the plan shows minutes from the start, no clock */
  startTime: string | null;
  visibility: Visibility;
  editableByOthers: boolean;
  /** the team it belongs to (seasons); null for a coach's own plan */
  teamId: string | null;
  /** "YYYY-MM-DD" when it is a practice on a team's calendar */
  scheduledDate: string | null;
  /** the practice length aimed for, in minutes (wizard total); null when not set */
  targetMinutes: number | null;
}
export type PlanMetadataField = keyof PlanMetadata;

/** The plan's content: what its page shows and what `planTiming` reads. */
export interface PlanContent {
  metadata: PlanMetadata;
  sections: Section[];
}

/**
 * Where an item goes: into a section's own sequence, or into a lane of a parallel block; `index` in the list as it
 * will be once a moved item has left its old place; null or beyond the end means "at the end".
 */
export type ItemTarget = { sectionId: string; index: number | null } | { laneId: string; index: number | null };

/** Where an item is, fully: its section, and its block and lane when it runs in parallel. */
export interface ItemLocation {
  sectionId: string;
  blockId: string | null;
  laneId: string | null;
  index: number;
}

/** A lane to create, with the items (already in the section) that go into it, in order. */
export interface LaneSpec {
  id: string;
  name: string;
  colour: string;
  positionKey: string | null;
  itemIds: string[];
}
