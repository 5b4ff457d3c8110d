import type { AdminSummary } from '@sideline/domain';
import { auditEventRate, countUsers, displayNamesOf, entityIdOf, templateSyncHealth } from '@sideline/projections';
import type { ApiDeps } from '../api-deps';
import { actorNameOf, auditWordsOf } from './audit-entries';
import { readProjectionHealth } from './projection-health';

const RECENT = 12;

/**
 * The admin dashboard: counts, projection health, template changes waiting for their practices, and the latest changes
 * from the log (an audit read). Every part costs the same at a million events as at a thousand: the latest events come
 * from the global-order index, the event count from what the read models have read (each reads every event), never from
 * counting the log.
 */
export async function readAdminSummary(
  deps: Pick<ApiDeps, 'db' | 'store' | 'runner' | 'collabMetrics'>,
  now = new Date(),
): Promise<AdminSummary> {
  const [users, projections, recentRows, eventRate, templateSync] = await Promise.all([
    countUsers(deps.db),
    readProjectionHealth(deps),
    // the streams' types by their primary key: twelve lookups
    deps.db.query<{
      position: string;
      type: string;
      stream_id: string;
      stream_type: string;
      recorded_at: Date;
      actor_id: string | null;
    }>(
      `SELECT e.global_position::text AS position, e.type, e.stream_id, s.stream_type, e.recorded_at, e.metadata->>'actorId' AS actor_id
         FROM (SELECT * FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT ${RECENT}) e JOIN streams s ON s.stream_id = e.stream_id
        ORDER BY e.transaction_id DESC, e.global_position DESC`,
    ),
    auditEventRate(deps.db, now),
    templateSyncHealth(deps.db, now),
  ]);
  const collab = deps.collabMetrics?.() as { documents?: number; connections?: number } | undefined;
  const events = Math.max(0, ...projections.map((p) => p.eventsProcessed + p.lagEvents));
  const [names, words] = await Promise.all([
    displayNamesOf(deps.db, [...new Set(recentRows.map((r) => r.actor_id).filter((id): id is string => Boolean(id)))]),
    auditWordsOf(
      deps.db,
      recentRows.map((r) => ({
        position: r.position,
        eventType: r.type,
        entityType: r.stream_type,
        entityId: entityIdOf(r.stream_id, r.stream_type),
      })),
    ),
  ]);
  return {
    counts: { users, events },
    projections,
    recent: recentRows.map((row) => ({
      at: new Date(row.recorded_at).toISOString(),
      type: row.type,
      streamId: row.stream_id,
      actorName: actorNameOf(names, row.actor_id),
      ...words.get(row.position)!,
    })),
    eventRate,
    templateSync,
    collab: collab
      ? { available: true, documents: collab.documents ?? 0, connections: collab.connections ?? 0 }
      : { available: false, documents: 0, connections: 0 },
  };
}
