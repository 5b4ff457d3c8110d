import { userHistoryKind } from './account-history-kinds';
import { boardHistoryKind, drillHistoryKind, formationHistoryKind, planHistoryKind } from './content-history-kinds';
import type { AnyHistoryKind } from './history-kind';
import { seasonHistoryKind } from './season-history-kind';
import { teamHistoryKind } from './team-history-kind';

/**
 * Every entity type with a history, by the name the endpoint and the audit index use (the stream type). Adding one
 * (`season-history-kind.ts` shows how): write its HistoryKind and list it here.
 */
export const HISTORY_KINDS: ReadonlyMap<string, AnyHistoryKind> = new Map(
  [
    drillHistoryKind,
    planHistoryKind,
    formationHistoryKind,
    boardHistoryKind,
    teamHistoryKind,
    userHistoryKind,
    seasonHistoryKind,
  ].map((kind) => [kind.entityType, kind]),
);
