import { FORMER_MEMBER_NAME, USER_EVENT_TYPES, assertNever, type UserEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { recordsetParam, upsertSql, type RecordsetColumn } from '../batch/recordset-sql';

/**
 * The users read model: who exists, their site role and whether they may sign in. A batch loads the touched users in
 * one query, applies the events in memory and writes each changed row once. `version` (the user stream's) guards every
 * write, so an older event replayed changes nothing; it came with migration 002, without a rebuild (rows written
 * before hold 0, and sessions join users_view, so the read model is never emptied for it).
 */
export const usersProjection = defineProjection({
  name: 'users',
  version: 1,
  handles: USER_EVENT_TYPES,
  migrations: [
    {
      id: '001-users-view',
      sql: `
        CREATE TABLE IF NOT EXISTS users_view (
          user_id text PRIMARY KEY,
          email text NOT NULL,
          display_name text NOT NULL,
          role text NOT NULL,
          status text NOT NULL,
          registered_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL
        );
        CREATE INDEX IF NOT EXISTS users_view_email ON users_view (email);
        CREATE INDEX IF NOT EXISTS users_view_role_status ON users_view (role, status);
        CREATE INDEX IF NOT EXISTS users_view_registered_at ON users_view (registered_at);`,
    },
    {
      id: '002-users-view-version',
      sql: 'ALTER TABLE users_view ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 0',
    },
    {
      // Not a read model: the one place a user's email and name are kept (never in events), written by the API in
      // the same transaction as the user's event and deleted with the account. reset() leaves it alone.
      id: '003-user-personal-data',
      sql: `CREATE TABLE IF NOT EXISTS user_personal_data (
              user_id text PRIMARY KEY,
              email text NOT NULL UNIQUE,
              display_name text NOT NULL
            );`,
    },
  ],
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM users_view');
  },
  apply: (tx, event, ctx) => applyUserEvents(tx, [event], ctx),
  applyBatch: applyUserEvents,
});

const COLUMNS: readonly RecordsetColumn[] = [
  ['user_id', 'text'],
  ['email', 'text'],
  ['display_name', 'text'],
  ['role', 'text'],
  ['status', 'text'],
  ['registered_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['version', 'integer'],
];

interface UserRow {
  user_id: string;
  email: string;
  display_name: string;
  role: string;
  status: string;
  registered_at: string;
  updated_at: string;
  version: number;
}

/** Registration again (a re-registered id) keeps the first registered_at; 0 is a row from before versions. */
const SAVE_ROWS = upsertSql({
  table: 'users_view',
  columns: COLUMNS,
  key: ['user_id'],
  keep: ['registered_at'],
  guard: 't.version < excluded.version',
});

/** Email and name of these users, from the table beside the log (a deleted account has none). */
export async function personalDataOf(
  tx: Queryable,
  userIds: readonly string[],
): Promise<Map<string, { email: string; display_name: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx.query<{ user_id: string; email: string; display_name: string }>(
    'SELECT user_id, email, display_name FROM user_personal_data WHERE user_id = ANY($1::text[])',
    [[...new Set(userIds)]],
  );
  return new Map(rows.map((row) => [row.user_id, row]));
}

async function applyUserEvents(tx: Queryable, events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const stored = await tx.query<UserRow>(
    `SELECT ${COLUMNS.map(([n]) => n).join(', ')} FROM users_view WHERE user_id = ANY($1::text[])`,
    [[...new Set(events.map((e) => (e.data as UserEvent['data']).userId))]],
  );
  const rows = new Map(stored.map((row) => [row.user_id, row]));
  // Email and name are resolved here from the personal data beside the log (legacy events still carry them).
  const personal = await personalDataOf(
    tx,
    events
      .filter((e) => e.type === 'UserRegistered' || e.type === 'UserRenamed')
      .map((e) => (e.data as { userId: string }).userId),
  );
  const dirty = new Set<string>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    const { userId } = event.data;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    const row = rows.get(userId);
    ctx.changed(`user:${userId}`);
    if (row && row.version >= version) continue; // replayed: the row already holds it
    const update = (change: Partial<UserRow>) => {
      if (!row) return;
      rows.set(userId, { ...row, ...change, updated_at: at, version });
      dirty.add(userId);
    };
    switch (event.type) {
      case 'UserRegistered': {
        const { role } = event.data;
        const email = event.data.email ?? personal.get(userId)?.email ?? '';
        const displayName = event.data.displayName ?? personal.get(userId)?.display_name ?? FORMER_MEMBER_NAME;
        rows.set(userId, {
          user_id: userId,
          email,
          display_name: displayName,
          role,
          status: 'active',
          registered_at: row?.registered_at ?? at,
          updated_at: at,
          version,
        });
        dirty.add(userId);
        break;
      }
      case 'UserRenamed': {
        const displayName = event.data.displayName ?? personal.get(userId)?.display_name;
        update(displayName ? { display_name: displayName } : {});
        break;
      }
      case 'UserDeleted':
        // erased: what the account made shows "A former member"; the row stays so those joins still find a name
        update({ email: '', display_name: FORMER_MEMBER_NAME, status: 'deleted' });
        break;
      case 'UserRoleChanged':
        update({ role: event.data.to });
        break;
      case 'UserDisabled':
        update({ status: 'disabled' });
        break;
      case 'UserEnabled':
        update({ status: 'active' });
        break;
      case 'UserPasswordChanged':
      case 'UserSignedOutEverywhere':
        update({});
        break;
      default:
        assertNever(event, 'user event');
    }
  }
  if (dirty.size > 0) await tx.query(SAVE_ROWS, [recordsetParam([...dirty].map((id) => rows.get(id)!))]);
}
