import { ATTENDANCE_EVENT_TYPES, type AttendanceAnswered } from '@sideline/domain';
import type { MigrationStep, Queryable, RecordedEvent } from '@sideline/eventstore';
import { recordsetParam, upsertSql } from '../batch/recordset-sql';
import { defineProjection, type ProjectionContext } from '../runner';

const migrations: readonly MigrationStep[] = [
  {
    id: '001-practice-attendance',
    sql: `
      CREATE TABLE IF NOT EXISTS practice_attendance (
        plan_id text NOT NULL,
        user_id text NOT NULL,
        team_id text NOT NULL,
        answer text NOT NULL,
        position_key text,
        answered_at timestamptz NOT NULL,
        version integer NOT NULL,
        PRIMARY KEY (plan_id, user_id)
      );
      CREATE INDEX IF NOT EXISTS practice_attendance_by_user ON practice_attendance (user_id, plan_id);`,
  },
];

const upsert = upsertSql({
  table: 'practice_attendance',
  columns: [
    ['plan_id', 'text'],
    ['user_id', 'text'],
    ['team_id', 'text'],
    ['answer', 'text'],
    ['position_key', 'text'],
    ['answered_at', 'timestamptz'],
    ['version', 'integer'],
  ],
  key: ['plan_id', 'user_id'],
  guard: 't.version < excluded.version',
});

/**
 * Members' answers per practice: one row per practice and member, the latest answer (a batch writes each row once,
 * guarded by the attendance stream's version, so a replay changes nothing). Live key: `plan:<id>`.
 */
export const attendanceProjection = defineProjection({
  name: 'practice-attendance',
  version: 1,
  handles: ATTENDANCE_EVENT_TYPES,
  migrations,
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM practice_attendance');
  },
  apply: (tx, event, ctx) => applyAnswers(tx, [event], ctx),
  applyBatch: applyAnswers,
});

async function applyAnswers(tx: Queryable, events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const latest = new Map<string, { version: number; [column: string]: unknown }>();
  for (const event of events) {
    const { planId, userId, teamId, answer, positionKey, at } = (event as RecordedEvent<AttendanceAnswered['data']>)
      .data;
    // An earlier answer delivered again later in the same batch must not win over the newer one.
    if ((latest.get(`${planId} ${userId}`)?.version ?? 0) >= event.streamVersion) continue;
    latest.set(`${planId} ${userId}`, {
      plan_id: planId,
      user_id: userId,
      team_id: teamId,
      answer,
      position_key: positionKey,
      answered_at: at,
      version: event.streamVersion,
    });
  }
  if (latest.size === 0) return;
  await tx.query(upsert, [recordsetParam([...latest.values()])]);
  for (const planId of new Set(events.map((e) => (e.data as { planId: string }).planId))) ctx.changed(`plan:${planId}`);
}
