import { teamHistoryKind, userHistoryKind } from './account-history-kinds';
import { boardHistoryKind, drillHistoryKind, formationHistoryKind, planHistoryKind } from './content-history-kinds';
import type { AnyHistoryKind } from './history-kind';

/**
 * Every entity type with a history, by the name the endpoint and the audit index use (the stream type). Adding one
 * (seasons): write its HistoryKind beside its feature and list it here.
 */
export const HISTORY_KINDS: ReadonlyMap<string, AnyHistoryKind> = new Map(
  [drillHistoryKind, planHistoryKind, formationHistoryKind, boardHistoryKind, teamHistoryKind, userHistoryKind].map((kind) => [kind.entityType, kind]),
);
