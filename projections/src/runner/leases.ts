import type { Queryable } from '@sideline/eventstore';

/**
 * One runner instance per projection at a time. Times come from the database clock, so processes on hosts
 * with skewed clocks still agree on when a lease expired.
 */

/** Takes the lease when free, expired or already ours (then it is renewed). True when we hold it. */
export async function acquireLease(q: Queryable, name: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await q.query<{ owner: string }>(
    `INSERT INTO projection_leases (name, owner, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
       WHERE projection_leases.owner = excluded.owner OR projection_leases.expires_at < now()
     RETURNING owner`,
    [name, owner, leaseMs],
  );
  return rows.length > 0;
}

/** Extends our lease; false when someone else has taken it over (we must stop processing). */
export async function renewLease(q: Queryable, name: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE projection_leases SET expires_at = now() + $3 * interval '1 millisecond'
      WHERE name = $1 AND owner = $2 RETURNING owner`,
    [name, owner, leaseMs],
  );
  return rows.length > 0;
}

/** On a clean stop, so a standby takes over at once instead of after the lease runs out. */
export async function releaseLease(q: Queryable, name: string, owner: string): Promise<void> {
  await q.query('DELETE FROM projection_leases WHERE name = $1 AND owner = $2', [name, owner]);
}

export interface Lease {
  name: string;
  owner: string;
  expiresAt: Date;
}

export async function readLeases(q: Queryable): Promise<Lease[]> {
  const rows = await q.query<{ name: string; owner: string; expires_at: Date }>(
    'SELECT name, owner, expires_at FROM projection_leases WHERE expires_at > now()',
  );
  return rows.map((row) => ({ name: row.name, owner: row.owner, expiresAt: row.expires_at }));
}

/**
 * One round trip for all of a process's projections: renews the leases it holds and takes those that are free or
 * expired. Returns the names it holds afterwards. Idle, this is the runner's only regular statement.
 */
export async function keepLeases(
  q: Queryable,
  names: readonly string[],
  owner: string,
  leaseMs: number,
): Promise<Set<string>> {
  const rows = await q.query<{ name: string }>(
    `INSERT INTO projection_leases (name, owner, expires_at)
     SELECT n, $2, now() + $3 * interval '1 millisecond' FROM unnest($1::text[]) AS n
     ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
       WHERE projection_leases.owner = excluded.owner OR projection_leases.expires_at < now()
     RETURNING name`,
    [[...names], owner, leaseMs],
  );
  return new Set(rows.map((row) => row.name));
}

/** On a clean stop: every lease of this owner, so standbys take over at once. */
export async function releaseLeases(q: Queryable, owner: string): Promise<void> {
  await q.query('DELETE FROM projection_leases WHERE owner = $1', [owner]);
}
