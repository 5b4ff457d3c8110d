import type { SiteRole } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

export interface UserRow {
  id: string;
  email: string;
  displayName: string;
  role: SiteRole;
  /** deleted: personal data erased; the row stays so content still shows "A former member" */
  status: 'active' | 'disabled' | 'deleted';
  registeredAt: Date;
}

const SELECT = `SELECT user_id AS id, email, display_name AS "displayName", role, status, registered_at AS "registeredAt" FROM users_view`;

export async function findUserById(db: Queryable, userId: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`${SELECT} WHERE user_id = $1`, [userId]);
  return rows[0] ?? null;
}

/** The account with this email (stored lower-cased), if any: for invitations, never shown to the one inviting. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`${SELECT} WHERE email = $1`, [email.trim().toLowerCase()]);
  return rows[0] ?? null;
}

export async function countActiveAdmins(db: Queryable, exceptUserId?: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users_view WHERE role = 'admin' AND status = 'active' AND user_id <> $1`,
    [exceptUserId ?? ''],
  );
  return rows[0]?.n ?? 0;
}

export async function countUsers(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users_view WHERE status <> 'deleted'");
  return rows[0]?.n ?? 0;
}

export async function displayNamesOf(db: Queryable, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string }>(
    'SELECT user_id AS id, display_name AS name FROM users_view WHERE user_id = ANY($1::text[])',
    [userIds],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface UserListQuery {
  q?: string;
  role?: SiteRole;
  status?: 'active' | 'disabled';
  page: number;
  pageSize: number;
}

/** Admin user list: search by name or email, newest first, paginated. */
export async function listUsers(db: Queryable, query: UserListQuery): Promise<{ items: UserRow[]; total: number }> {
  // deleted accounts are gone for the admin list: only their "former member" row remains, for content's bylines
  const where: string[] = ["status <> 'deleted'"];
  const params: unknown[] = [];
  if (query.q) {
    params.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(email ILIKE $${params.length} OR display_name ILIKE $${params.length})`);
  }
  if (query.role) {
    params.push(query.role);
    where.push(`role = $${params.length}`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`status = $${params.length}`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users_view ${filter}`, params);
  const items = await db.query<UserRow>(
    `${SELECT} ${filter} ORDER BY registered_at DESC, user_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { items, total: count?.n ?? 0 };
}
