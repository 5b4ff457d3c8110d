import type { VoteEvent, VoteTargetType } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import type { ProjectionContext } from '../../runner';

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

/**
 * Records a vote (a replayed older vote changes nothing: guarded by the vote stream's version) and recounts the
 * thing's tally. Votes for other kinds of things are ignored: every read model with votes sees every vote event.
 */
export async function applyVote(
  tx: Queryable,
  tally: VoteTally,
  recorded: RecordedEvent,
  ctx: ProjectionContext,
): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as VoteEvent;
  const { target, userId } = event.data;
  if (target.type !== tally.target) return;
  const value = event.type === 'VoteCast' ? event.data.value : 0;
  const { votesTable, rowsTable, idColumn } = tally;
  await tx.query(
    `INSERT INTO ${votesTable} (${idColumn}, user_id, value, version, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (${idColumn}, user_id) DO UPDATE SET value = excluded.value, version = excluded.version, updated_at = excluded.updated_at
     WHERE ${votesTable}.version < excluded.version`,
    [target.id, userId, value, recorded.streamVersion, recorded.metadata.at],
  );
  await tx.query(
    `UPDATE ${rowsTable} SET votes_up = t.up, votes_down = t.down, vote_score = t.up - t.down
       FROM (SELECT count(*) FILTER (WHERE value = 1)::int AS up, count(*) FILTER (WHERE value = -1)::int AS down
               FROM ${votesTable} WHERE ${idColumn} = $1) t
      WHERE ${rowsTable}.${idColumn} = $1`,
    [target.id],
  );
  ctx.changed(tally.liveKey(target.id));
  ctx.changed(tally.listKey);
}
