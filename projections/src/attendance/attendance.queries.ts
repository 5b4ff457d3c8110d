import type { AttendanceAnswer } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

export interface AttendanceRow {
  planId: string;
  userId: string;
  name: string;
  answer: AttendanceAnswer;
  positionKey: string | null;
  at: string;
}

/** Every answer for these practices, with the member's name (one query, by the primary key's first column). */
export async function attendanceFor(db: Queryable, planIds: readonly string[]): Promise<AttendanceRow[]> {
  if (planIds.length === 0) return [];
  const rows = await db.query<{
    plan_id: string;
    user_id: string;
    name: string | null;
    answer: AttendanceAnswer;
    position_key: string | null;
    answered_at: Date | string;
  }>(
    `SELECT a.plan_id, a.user_id, u.display_name AS name, a.answer, a.position_key, a.answered_at
       FROM practice_attendance a LEFT JOIN users_view u ON u.user_id = a.user_id
      WHERE a.plan_id = ANY($1::text[])
      ORDER BY a.answered_at`,
    [planIds],
  );
  return rows.map((r) => ({
    planId: r.plan_id,
    userId: r.user_id,
    name: r.name ?? 'a former member',
    answer: r.answer,
    positionKey: r.position_key,
    at: new Date(r.answered_at).toISOString(),
  }));
}
