import type { Queryable } from '@sideline/eventstore';

/** How many distinct addresses the owner is shown: enough to tell "was that me?", bounded whatever the attack. */
const MAX_ADDRESSES = 10;

export interface FailedSignIns {
  count: number;
  addresses: string[];
  firstAt: Date;
  lastAt: Date;
}

/**
 * Wrong passwords typed for an account, kept for its owner to see (the sign-in limits never lock the owner out, so
 * they need another way to learn someone is guessing). One statement whether or not the email has an account, so
 * the answer takes the same time either way.
 */
export async function recordFailedSignIn(
  db: Queryable,
  email: string,
  address: string | undefined,
  now = new Date(),
): Promise<void> {
  await db.query(
    `INSERT INTO failed_sign_ins (user_id, failures, addresses, first_at, last_at)
     SELECT user_id, 1, CASE WHEN $2::text IS NULL THEN ARRAY[]::text[] ELSE ARRAY[$2::text] END, $3, $3 FROM credentials WHERE email = $1
     ON CONFLICT (user_id) DO UPDATE SET
       failures = failed_sign_ins.failures + 1,
       last_at = $3,
       addresses = CASE WHEN $2::text IS NULL OR $2::text = ANY(failed_sign_ins.addresses) OR cardinality(failed_sign_ins.addresses) >= $4
         THEN failed_sign_ins.addresses ELSE failed_sign_ins.addresses || $2::text END`,
    [email, address ?? null, now, MAX_ADDRESSES],
  );
}

export async function failedSignInsOf(db: Queryable, userId: string): Promise<FailedSignIns | null> {
  const [row] = await db.query<{ failures: number; addresses: string[]; first_at: Date; last_at: Date }>(
    'SELECT failures, addresses, first_at, last_at FROM failed_sign_ins WHERE user_id = $1',
    [userId],
  );
  return row
    ? {
        count: Number(row.failures),
        addresses: row.addresses,
        firstAt: new Date(row.first_at),
        lastAt: new Date(row.last_at),
      }
    : null;
}

/** The owner has seen them (or changed the password): the next notice starts from zero. */
export async function dismissFailedSignIns(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM failed_sign_ins WHERE user_id = $1', [userId]);
}
