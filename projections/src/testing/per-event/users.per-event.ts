import { FORMER_MEMBER_NAME, USER_EVENT_TYPES, assertNever, type UserEvent } from '@sideline/domain';
import { personalDataOf } from '../../users/users.projection';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection } from '../../runner';

/** The users read model: who exists, their site role and whether they may sign in. */
export const perEventUsersProjection = defineProjection({
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
  ],
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM users_view');
  },
  async apply(tx: Queryable, recorded: RecordedEvent, ctx) {
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    const at = recorded.metadata.at;
    const personal = (await personalDataOf(tx, [event.data.userId])).get(event.data.userId);
    switch (event.type) {
      case 'UserRegistered':
        await tx.query(
          `INSERT INTO users_view (user_id, email, display_name, role, status, registered_at, updated_at)
           VALUES ($1, $2, $3, $4, 'active', $5, $5)
           ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, display_name = excluded.display_name,
             role = excluded.role, status = 'active', updated_at = excluded.updated_at`,
          [
            event.data.userId,
            event.data.email ?? personal?.email ?? '',
            event.data.displayName ?? personal?.display_name ?? FORMER_MEMBER_NAME,
            event.data.role,
            at,
          ],
        );
        break;
      case 'UserRenamed':
        await update(
          tx,
          event.data.userId,
          'display_name',
          event.data.displayName ?? personal?.display_name ?? FORMER_MEMBER_NAME,
          at,
        );
        break;
      case 'UserRoleChanged':
        await update(tx, event.data.userId, 'role', event.data.to, at);
        break;
      case 'UserDisabled':
        await update(tx, event.data.userId, 'status', 'disabled', at);
        break;
      case 'UserEnabled':
        await update(tx, event.data.userId, 'status', 'active', at);
        break;
      case 'UserDeleted':
        await tx.query(
          `UPDATE users_view SET email = '', display_name = $2, status = 'deleted', updated_at = $3 WHERE user_id = $1`,
          [event.data.userId, FORMER_MEMBER_NAME, at],
        );
        break;
      case 'UserPasswordChanged':
      case 'UserSignedOutEverywhere':
        await tx.query('UPDATE users_view SET updated_at = $2 WHERE user_id = $1', [event.data.userId, at]);
        break;
      default:
        assertNever(event, 'user event');
    }
    ctx.changed(`user:${event.data.userId}`);
  },
});

const COLUMNS = new Set(['display_name', 'role', 'status']);

async function update(tx: Queryable, userId: string, column: string, value: string, at: string) {
  if (!COLUMNS.has(column)) throw new Error(`users_view has no column ${column}`);
  await tx.query(`UPDATE users_view SET ${column} = $2, updated_at = $3 WHERE user_id = $1`, [userId, value, at]);
}
