import type { PhaseOfSeason, PlanMetadata, PlanTiming, PracticeGoal, Section, SportId, Visibility } from '@sideline/domain';
import type { MyVote, VoteTally } from '../engage/engage-types';

/** What the practice plans API answers (contract: docs/practice-plans.md). */

export type { HistoryChange, HistoryEntry } from '../history/history-types';

export interface PlanSummary {
  id: string;
  name: string;
  sport: SportId;
  /** the description's words, shortened for cards */
  descriptionPlain: string;
  phaseOfSeason: PhaseOfSeason | null;
  practiceGoals: PracticeGoal[];
  expectedParticipants: number | null;
  startTime: string | null;
  /** from planTiming on the server, the one duration function */
  totalMinutes: number;
  targetMinutes: number | null;
  sectionCount: number;
  itemCount: number;
  drillCount: number;
  visibility: Visibility;
  published: boolean;
  publishedAt: string | null;
  teamId: string | null;
  scheduledDate: string | null;
  ownerId: string;
  ownerName: string;
  votes: VoteTally;
  myVote: MyVote;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PlanListPage {
  items: PlanSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  searchMode: 'fulltext' | 'fuzzy' | null;
}

/** A drill the plan uses: its name when the viewer may open it, else only that it is hidden. */
export type PlanDrillRef =
  | { id: string; available: true; name: string; sport: SportId; briefDescription: string; variationOf: string | null }
  | { id: string; available: false };

export interface PlanPermissions {
  canEdit: boolean;
  canDelete: boolean;
  canRestore: boolean;
  canPublish: boolean;
  canEngage: boolean;
  canDuplicate: boolean;
}

/** The viewer's own undo and redo stacks (never a co-editor's). */
export interface PlanUndoState {
  canUndo: boolean;
  canRedo: boolean;
  undoLabel: string | null;
  redoLabel: string | null;
}

export interface PlanDetail {
  id: string;
  /** the stream version (also the ETag): a newer answer has a higher one */
  version: number;
  ownerId: string;
  ownerName: string;
  metadata: PlanMetadata;
  sections: Section[];
  published: boolean;
  publishedAt: string | null;
  deleted: boolean;
  copiedFrom: string | null;
  createdAt: string;
  updatedAt: string;
  votes: VoteTally;
  myVote: MyVote;
  timing: PlanTiming;
  drills: Record<string, PlanDrillRef>;
  permissions: PlanPermissions;
  undo: PlanUndoState;
  /** the presence room, `plan:<id>` */
  documentName: string;
}

/** `POST …/commands`: the plan as it is after the command. */
export interface PlanCommandResult {
  changed: boolean;
  version: number;
  plan: PlanDetail;
}

/** `POST …/undo` and `…/redo`: what was taken back (or done again), and the plan after it. */
export interface PlanUndoResult {
  label: string;
  version: number;
  plan: PlanDetail;
}

/** A few fields of a formation, for the editor's formation search. */
export interface FormationRef {
  id: string;
  name: string;
  sport: SportId;
  briefDescription: string;
}
