import type { Queryable } from '@sideline/eventstore';

export interface AdminUserRow {
  id: string;
  email: string;
  displayName: string;
  role: string;
  status: string;
  registeredAt: Date;
  lastActivityAt: Date | null;
}

export interface AdminUserListQuery {
  q?: string | undefined;
  role?: string | undefined;
  status?: string | undefined;
  sort: 'registered' | 'lastActivity' | 'name';
  page: number;
  pageSize: number;
}

const ORDER = {
  registered: 'u.registered_at DESC, u.user_id',
  lastActivity: 'a.last_at DESC NULLS LAST, u.user_id',
  name: 'lower(u.display_name), u.user_id',
} as const;

/** The admin users page: search by name or email, filter, sort (by last activity from the audit index), paginate. */
export async function listUsersForAdmin(
  db: Queryable,
  query: AdminUserListQuery,
): Promise<{ items: AdminUserRow[]; total: number }> {
  // a deleted account keeps only its "A former member" row (for bylines): it is not a user any more
  const where: string[] = ["u.status <> 'deleted'"];
  const params: unknown[] = [];
  if (query.q) {
    params.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(u.email ILIKE $${params.length} OR u.display_name ILIKE $${params.length})`);
  }
  if (query.role) {
    params.push(query.role);
    where.push(`u.role = $${params.length}`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`u.status = $${params.length}`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users_view u ${filter}`, params);
  const items = await db.query<AdminUserRow>(
    `SELECT u.user_id AS id, u.email, u.display_name AS "displayName", u.role, u.status, u.registered_at AS "registeredAt", a.last_at AS "lastActivityAt"
     FROM users_view u LEFT JOIN audit_actors a ON a.actor_id = u.user_id ${filter}
     ORDER BY ${ORDER[query.sort]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { items, total: count?.n ?? 0 };
}
