import type { Queryable } from '@sideline/eventstore';

/** Whether the sign-in session a collab token names is still alive (not signed out, not expired). */
export type SessionLookup = (sessionId: string) => Promise<boolean>;

/**
 * The API's `sessions` table (an ordinary table, not a read model: sign-out deletes the row). A session ends when it
 * is signed out (here or everywhere), when the password changes (the others), when the account is disabled or
 * deleted, and at its absolute expiry; the idle timeout (days) cannot pass while a five-minute token lives.
 */
export function sessionTable(db: Queryable): SessionLookup {
  return async (sessionId) => {
    const rows = await db.query<{ alive: boolean }>('SELECT expires_at > now() AS alive FROM sessions WHERE id = $1', [
      sessionId,
    ]);
    return rows[0]?.alive === true;
  };
}
