import type { MigrationStep, Queryable } from '@sideline/eventstore';
import { createHash, randomBytes } from 'node:crypto';

/**
 * A visitor's private link back to the feedback they sent (to read the reply). The secret is not in the event (the
 * log is kept forever and admins read it): a table holds its hash, written in the same transaction as the event.
 */
export const feedbackFollowUpMigrations: readonly MigrationStep[] = [
  {
    id: '001-feedback-follow-up-tokens',
    sql: `
      CREATE TABLE IF NOT EXISTS feedback_follow_up_tokens (
        token_hash text PRIMARY KEY,
        feedback_id text NOT NULL UNIQUE
      );`,
  },
];

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const newFollowUpToken = () => randomBytes(24).toString('base64url');

export async function storeFollowUpToken(tx: Queryable, token: string, feedbackId: string): Promise<void> {
  await tx.query('INSERT INTO feedback_follow_up_tokens (token_hash, feedback_id) VALUES ($1, $2)', [
    hashOf(token),
    feedbackId,
  ]);
}

/** The feedback a token opens; null for anything else (unknown and malformed alike). */
export async function feedbackIdByToken(q: Queryable, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const [row] = await q.query<{ feedback_id: string }>(
    'SELECT feedback_id FROM feedback_follow_up_tokens WHERE token_hash = $1',
    [hashOf(token)],
  );
  return row?.feedback_id ?? null;
}

/** Where the link takes a browser: the feedback page, which shows that one item. */
export const followUpUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/feedback?token=${token}`;
