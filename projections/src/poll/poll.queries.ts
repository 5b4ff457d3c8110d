import type { SuggestionStatus } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

export interface SuggestionRow {
  id: string;
  text: string;
  status: SuggestionStatus;
  votes: number;
  votedByMe: boolean;
  suggestedBy: string;
  duplicateOf: string | null;
  drillId: string | null;
  createdAt: string;
  updatedAt: string;
}

const SELECT = (
  viewer: string,
) => `SELECT s.suggestion_id AS id, s.text, s.status, s.votes, s.suggested_by AS "suggestedBy", s.duplicate_of AS "duplicateOf",
  s.drill_id AS "drillId", s.created_at AS "createdAt", s.updated_at AS "updatedAt",
  EXISTS (SELECT 1 FROM poll_votes v WHERE v.suggestion_id = s.suggestion_id AND v.user_id = ${viewer}) AS "votedByMe"
  FROM poll_suggestions s`;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
const normalise = (row: SuggestionRow): SuggestionRow => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** Open suggestions, most votes first (then oldest first): the poll's results. */
export async function listOpenSuggestions(
  db: Queryable,
  viewerId: string | null,
  limit = 200,
): Promise<SuggestionRow[]> {
  const rows = await db.query<SuggestionRow>(
    `${SELECT('$1')} WHERE s.status = 'open' ORDER BY s.votes DESC, s.created_at, s.suggestion_id LIMIT ${limit}`,
    [viewerId ?? ''],
  );
  return rows.map(normalise);
}

/** Fulfilled and closed suggestions, latest decided first. */
export async function listDecidedSuggestions(
  db: Queryable,
  viewerId: string | null,
  limit = 50,
): Promise<SuggestionRow[]> {
  const rows = await db.query<SuggestionRow>(
    `${SELECT('$1')} WHERE s.status IN ('fulfilled', 'closed') ORDER BY s.updated_at DESC, s.suggestion_id LIMIT ${limit}`,
    [viewerId ?? ''],
  );
  return rows.map(normalise);
}

export async function findSuggestion(
  db: Queryable,
  suggestionId: string,
  viewerId: string | null,
): Promise<SuggestionRow | null> {
  const rows = await db.query<SuggestionRow>(`${SELECT('$2')} WHERE s.suggestion_id = $1`, [
    suggestionId,
    viewerId ?? '',
  ]);
  return rows[0] ? normalise(rows[0]) : null;
}

/** An open suggestion with the same normalised text (a duplicate to flag), if any. */
export async function findOpenSuggestionLike(
  db: Queryable,
  normalised: string,
): Promise<{ id: string; text: string } | null> {
  const rows = await db.query<{ id: string; text: string }>(
    `SELECT suggestion_id AS id, text FROM poll_suggestions WHERE status = 'open' AND normalised = $1 ORDER BY created_at LIMIT 1`,
    [normalised],
  );
  return rows[0] ?? null;
}
