import type { Queryable } from '@sideline/eventstore';

/** A (template, season) pair whose generated practices may be behind their template, claimed by one reactor. */
export interface DueTemplateSync {
  templatePlanId: string;
  seasonId: string;
  /** who made the latest marked change: the sync is done on their behalf */
  editedBy: string | null;
  /** how many changes marked it; finishing deletes the row only when no newer one came meanwhile */
  marks: number;
  attempts: number;
}

type Row = { template_plan_id: string; season_id: string; edited_by: string | null; marks: number; attempts: number };

/**
 * Claims up to `limit` due rows quiet for `quietMs` (the end of a burst of edits) and not claimed by a live reactor.
 * A claim expires after `claimMs`, so a reactor that crashed mid-sync leaves its rows to the next one.
 */
export async function claimDueTemplateSyncs(
  db: Queryable,
  owner: string,
  options: { quietMs: number; claimMs: number; limit: number },
): Promise<DueTemplateSync[]> {
  const rows = await db.query<Row>(
    `UPDATE template_sync_due d SET claimed_by = $1, claimed_until = now() + make_interval(secs => $3::double precision / 1000)
      WHERE (d.template_plan_id, d.season_id) IN (
        SELECT template_plan_id, season_id FROM template_sync_due
         WHERE marked_at <= now() - make_interval(secs => $2::double precision / 1000) AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY marked_at LIMIT $4 FOR UPDATE SKIP LOCKED)
      RETURNING d.template_plan_id, d.season_id, d.edited_by, d.marks, d.attempts`,
    [owner, options.quietMs, options.claimMs, options.limit],
  );
  return rows.map((r) => ({
    templatePlanId: r.template_plan_id,
    seasonId: r.season_id,
    editedBy: r.edited_by,
    marks: r.marks,
    attempts: r.attempts,
  }));
}

/** Done: the row goes, unless a newer change marked it while the sync ran (then it is due again, unclaimed). */
export async function finishTemplateSync(db: Queryable, due: DueTemplateSync, owner: string): Promise<void> {
  await db.query(
    'DELETE FROM template_sync_due WHERE template_plan_id = $1 AND season_id = $2 AND marks = $3 AND claimed_by = $4',
    [due.templatePlanId, due.seasonId, due.marks, owner],
  );
  await releaseTemplateSync(db, due, owner, null, 0);
}

/**
 * Failed (or came back for more): unclaimed, to be tried again after `retryInMs`; the error is kept for the admin page.
 */
export async function releaseTemplateSync(
  db: Queryable,
  due: DueTemplateSync,
  owner: string,
  error: string | null,
  retryInMs: number,
): Promise<void> {
  await db.query(
    `UPDATE template_sync_due SET claimed_by = NULL, claimed_until = CASE WHEN $4::int > 0 THEN now() + make_interval(secs => $4::double precision / 1000) END,
            attempts = CASE WHEN $3::text IS NULL THEN 0 ELSE attempts + 1 END, last_error = $3
      WHERE template_plan_id = $1 AND season_id = $2 AND claimed_by = $5`,
    [due.templatePlanId, due.seasonId, error, retryInMs, owner],
  );
}

/** What is waiting (for tests and the health page). */
export async function countDueTemplateSyncs(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM template_sync_due');
  return rows[0]?.n ?? 0;
}

export interface TemplateSyncHealth {
  /** (template, season) pairs whose practices have not taken the template's latest changes yet */
  waiting: number;
  /** of those, the ones whose last try failed (retried later) */
  failing: number;
  /** how long the oldest has waited, in seconds (null: none waits) */
  oldestSeconds: number | null;
  /** the newest failure's message */
  lastError: string | null;
}

/** The template propagation to-do list for the admin dashboard (a small table: one row per waiting pair). */
export async function templateSyncHealth(db: Queryable, now: Date): Promise<TemplateSyncHealth> {
  const [row] = await db.query<{
    waiting: number;
    failing: number;
    oldest: Date | string | null;
    last_error: string | null;
  }>(
    `SELECT count(*)::int AS waiting, count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failing, min(marked_at) AS oldest,
            (array_agg(last_error ORDER BY marked_at DESC) FILTER (WHERE last_error IS NOT NULL))[1] AS last_error
       FROM template_sync_due`,
  );
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    waiting: row?.waiting ?? 0,
    failing: row?.failing ?? 0,
    oldestSeconds: oldest === null ? null : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
    lastError: row?.last_error ?? null,
  };
}
