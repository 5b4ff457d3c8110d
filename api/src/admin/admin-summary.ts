import { countUsers, displayNamesOf } from '@sideline/projections';
import type { ApiDeps } from '../api-deps';
import { readProjectionHealth } from './projection-health';

const RECENT = 12;

/** The admin dashboard: counts, projection health, and the latest changes from the log (an audit read). */
export async function readAdminSummary(deps: Pick<ApiDeps, 'db' | 'store' | 'runner'>) {
  const [users, streamCounts, projections, recentRows] = await Promise.all([
    countUsers(deps.db),
    deps.db.query<{ streams: number; events: number }>('SELECT count(*)::int AS streams, coalesce(sum(version), 0)::int AS events FROM streams'),
    readProjectionHealth(deps),
    deps.db.query<{ type: string; stream_id: string; recorded_at: Date; actor_id: string | null }>(
      `SELECT type, stream_id, recorded_at, metadata->>'actorId' AS actor_id FROM events ORDER BY global_position DESC LIMIT ${RECENT}`,
    ),
  ]);
  const names = await displayNamesOf(deps.db, [...new Set(recentRows.map((r) => r.actor_id).filter((id): id is string => Boolean(id)))]);
  return {
    counts: { users, streams: streamCounts[0]?.streams ?? 0, events: streamCounts[0]?.events ?? 0 },
    projections,
    recent: recentRows.map((row) => ({
      at: new Date(row.recorded_at).toISOString(),
      type: row.type,
      streamId: row.stream_id,
      actorName: row.actor_id ? (names.get(row.actor_id) ?? 'Unknown user') : 'System',
    })),
  };
}
