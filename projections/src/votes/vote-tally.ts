import {
  VOTE_EVENT_TYPES,
  type MyVote,
  type VoteEvent,
  type VoteResponse,
  type VoteTargetType,
} from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import type { ProjectionContext } from '../runner';
import { upsertSql, recordsetParam } from '../batch/recordset-sql';

/** Where one kind of votable thing keeps its votes and its tally (the read model that owns the thing's row). */
export interface VoteTally {
  target: VoteTargetType;
  /** one row per (thing, user): the user's current vote and the vote stream version it came from */
  votesTable: string;
  /** the thing's own table, holding votes_up, votes_down and vote_score */
  rowsTable: string;
  idColumn: string;
  /** live keys: the thing (`drill:<id>`) and its list (`drills`) */
  liveKey: (id: string) => string;
  listKey: string;
}

interface Vote {
  id: string;
  userId: string;
  value: number;
  version: number;
  at: string;
}

/**
 * Records a batch of votes and recounts each voted thing's tally once. Each (thing, voter) row is loaded once, the
 * events folded over it in memory (an older vote replayed changes nothing: guarded by the vote stream's version) and
 * written once; votes for other kinds of things are ignored (every read model with votes sees every vote event).
 * Four statements per batch however many votes.
 */
export async function applyVotes(
  tx: Queryable,
  tally: VoteTally,
  recorded: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const mine = recorded.filter((r) => (r.data as VoteEvent['data']).target.type === tally.target);
  if (mine.length === 0) return;
  const { votesTable, rowsTable, idColumn } = tally;
  const pairKey = (id: string, userId: string) => `${id}\u0000${userId}`;
  const pairs = new Map<string, { id: string; userId: string }>();
  for (const r of mine) {
    const { target, userId } = r.data as VoteEvent['data'];
    pairs.set(pairKey(target.id, userId), { id: target.id, userId });
  }
  const list = [...pairs.values()];
  const stored = await tx.query<{ id: string; user_id: string; version: number }>(
    `SELECT v.${idColumn} AS id, v.user_id, v.version FROM ${votesTable} v JOIN unnest($1::text[], $2::text[]) AS p(id, user_id) ON v.${idColumn} = p.id AND v.user_id = p.user_id`,
    [list.map((p) => p.id), list.map((p) => p.userId)],
  );
  const versions = new Map(stored.map((row) => [pairKey(row.id, row.user_id), row.version]));
  const written = new Map<string, Vote>();
  const targets = new Set<string>();
  for (const r of mine) {
    const event = { type: r.type, data: r.data } as VoteEvent;
    const { target, userId } = event.data;
    const key = pairKey(target.id, userId);
    targets.add(target.id);
    ctx.changed(tally.liveKey(target.id));
    ctx.changed(tally.listKey);
    if ((versions.get(key) ?? 0) >= r.streamVersion) continue;
    versions.set(key, r.streamVersion);
    written.set(key, {
      id: target.id,
      userId,
      value: event.type === 'VoteCast' ? event.data.value : 0,
      version: r.streamVersion,
      at: r.metadata.at,
    });
  }
  if (written.size > 0) {
    await tx.query(
      upsertSql({
        table: votesTable,
        columns: [
          [idColumn, 'text'],
          ['user_id', 'text'],
          ['value', 'smallint'],
          ['version', 'integer'],
          ['updated_at', 'timestamptz'],
        ],
        key: [idColumn, 'user_id'],
        guard: 't.version < excluded.version',
      }),
      [
        recordsetParam(
          [...written.values()].map((v) => ({
            [idColumn]: v.id,
            user_id: v.userId,
            value: v.value,
            version: v.version,
            updated_at: v.at,
          })),
        ),
      ],
    );
  }
  await tx.query(
    `UPDATE ${rowsTable} SET votes_up = t.up, votes_down = t.down, vote_score = t.up - t.down
       FROM (SELECT ${idColumn} AS id, count(*) FILTER (WHERE value = 1)::int AS up, count(*) FILTER (WHERE value = -1)::int AS down
               FROM ${votesTable} WHERE ${idColumn} = ANY($1::text[]) GROUP BY ${idColumn}) t
      WHERE ${rowsTable}.${idColumn} = t.id`,
    [[...targets]],
  );
}

/** The vote events every votable read model handles. */
export const VOTE_TYPES: ReadonlySet<string> = new Set(VOTE_EVENT_TYPES);

export const DRILL_VOTES: VoteTally = {
  target: 'drill',
  votesTable: 'drill_votes',
  rowsTable: 'drills',
  idColumn: 'drill_id',
  liveKey: (id) => `drill:${id}`,
  listKey: 'drills',
};

export const FORMATION_VOTES: VoteTally = {
  target: 'formation',
  votesTable: 'formation_votes',
  rowsTable: 'formations',
  idColumn: 'formation_id',
  liveKey: (id) => `formation:${id}`,
  listKey: 'formations',
};

export const PLAN_VOTES: VoteTally = {
  target: 'plan',
  votesTable: 'plan_votes',
  rowsTable: 'plans_view',
  idColumn: 'plan_id',
  liveKey: (id) => `plan:${id}`,
  listKey: 'plans',
};

/** A thing's vote totals and the viewer's own vote; null when there is no such thing. */
export async function readVoteTally(
  db: Queryable,
  tally: VoteTally,
  id: string,
  viewerId: string | null,
): Promise<VoteResponse | null> {
  const { rowsTable, votesTable, idColumn } = tally;
  const [row] = await db.query<{ up: number; down: number; score: number; mine: number }>(
    `SELECT t.votes_up AS up, t.votes_down AS down, t.vote_score AS score, coalesce(v.value, 0)::int AS mine
       FROM ${rowsTable} t LEFT JOIN ${votesTable} v ON v.${idColumn} = t.${idColumn} AND v.user_id = $2::text
      WHERE t.${idColumn} = $1`,
    [id, viewerId],
  );
  return row
    ? { votes: { up: row.up, down: row.down, score: row.score }, myVote: Math.sign(row.mine) as MyVote }
    : null;
}
