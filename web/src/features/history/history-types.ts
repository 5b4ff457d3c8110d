/** `GET …/history` of drills and formations: the entity's own stream, newest first, in words. */

export interface HistoryChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface HistoryEntry {
  version: number;
  type: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  summary: string;
  changes?: HistoryChange[];
}

/** One changed field as the history table shows it. */
export interface ReadableChange {
  label: string;
  from: string;
  to: string;
  /** both sides read the same (a long text changed past the clip): say "changed" instead */
  onlyChanged: boolean;
}
