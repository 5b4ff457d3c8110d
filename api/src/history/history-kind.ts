import {
  validationError,
  type Actor,
  type Attribution,
  type HistorySubject,
  type ReadableView,
  type ViewNames,
} from '@sideline/domain';
import type { RecordedEvent } from '@sideline/eventstore';
import type { CommandContext } from '../commands/command-context';
import type { HistoryServices } from './history-services';

/**
 * One entity type's history, registered once (`history-kinds.ts`): how to find and fold its stream (the domain's
 * decider), who may see it (a policy subject), how it reads (a domain view), and how a restore turns "as it was at
 * version N" into commands on today's entity. Everything else — versions, diffs, the entity at a version, the
 * endpoint, the web's history tab — is shared. A new entity type (seasons) adds one of these and one line.
 */
export interface HistoryKind<S = unknown, E = unknown> {
  entityType: string;
  streamId(entityId: string): string;
  initialState(): S;
  evolve(state: S, event: E): S;
  /** null: there is no such entity (at this version) */
  subject(state: S): HistorySubject | null;
  nameOf(state: S): string;
  view(state: S, names: ViewNames): ReadableView;
  /** the user and drill ids the view or summaries may name (looked up once per request) */
  referencedIds?(events: readonly RecordedEvent[]): { users?: string[]; drills?: string[] };
  /** a version's one-line summary when the diff alone says too little (a diagram store); null: from the diff */
  summaryOf?(event: RecordedEvent): string | null;
  /**
   * parts with their own authors (plan items, sections): id → what it reads as, and a fingerprint that changes when it
   * does
   */
  partsOf?(state: S, names: ViewNames): Map<string, { label: string; fingerprint: string }>;
  /** parts found in the events rather than the state (a drawing's elements): who added and last changed each */
  attributionFromEvents?(events: readonly RecordedEvent[], nameOf: (id: string | null) => string): Attribution['parts'];
  /** events that change nothing a person sees (snapshots): left out of the version list */
  hiddenTypes?: readonly string[];
  /**
   * appends the events that bring today's entity back to `target`, attributed to `actor`; authorises on the way.
   * `notes`: what it left as it is, and why (shown to the restorer).
   */
  restore(
    services: HistoryServices,
    actor: Actor,
    entityId: string,
    target: S,
    current: S,
    ctx: CommandContext,
  ): Promise<void | { notes: string[] }>;
}

/** A kind with its types erased, for the registry (its methods take the state and events it made). */
export type AnyHistoryKind = HistoryKind<unknown, unknown>;

export const defineHistoryKind = <S, E>(kind: HistoryKind<S, E>): AnyHistoryKind => kind;

/** A restore to a version from before the entity existed. */
export const noSuchVersion = (what: string) =>
  validationError('HISTORY.NOTHING_TO_RESTORE', `The ${what} did not exist at that version.`, {
    version: ['Choose a version after it was created.'],
  });
