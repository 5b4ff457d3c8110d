import { randomUUID } from 'node:crypto';
import { existsSync, lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventMetadata } from '@sideline/domain';
import { openDatabase } from '@sideline/eventstore';
import { afterAll, describe, expect, it } from 'vitest';
import { openCoreOn } from '../composition/open-core';
import { startConfiguredDatabase } from './configured-database';
import { moveFromPglite } from './move-from-pglite';

const CHEAP_HASH = { N: 2 ** 10, r: 8, p: 1 };
const ALL_ROLES = { api: true, collab: true, projections: true };
const metadata = (): EventMetadata => {
  const commandId = randomUUID();
  return { actorId: null, commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() };
};
const coach = { email: 'moved@example.com', password: 'a-long-enough-passphrase', displayName: 'Moved Coach' };

describe('moving a DATA_DIR that PGlite made to PostgreSQL in the box', () => {
  const home = mkdtempSync(join(tmpdir(), 'sideline-move-'));
  const dataDir = join(home, 'data');
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  afterAll(() => {
    // as root, the cluster of a DATA_DIR in a closed folder is kept under /var/lib/sideline (embedded-postgres.ts)
    const cluster = join(dataDir, 'postgres');
    if (lstatSync(cluster, { throwIfNoEntry: false })?.isSymbolicLink())
      rmSync(readlinkSync(cluster), { recursive: true });
    rmSync(home, { recursive: true, force: true });
  });

  it('copies every table, keeps the PGlite files beside it, and the next start runs on PostgreSQL with it all', async () => {
    // An earlier Sideline on PGlite: an account, its events and read models, and a secret of its own in DATA_DIR.
    const before = await openCoreOn(await openDatabase({ dataDir }), ALL_ROLES, { passwordHashCost: CHEAP_HASH });
    let eventsBefore: number;
    try {
      await before.api!.accounts.register(coach, metadata());
      [{ n: eventsBefore }] = (await before.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')) as [
        { n: number },
      ];
    } finally {
      await before.close();
    }
    writeFileSync(join(dataDir, 'collab-secret'), 'kept secret\n');

    const report = await moveFromPglite(dataDir, log, new Date('2026-11-29T01:00:00Z'));
    expect(report.keptAt).toBe(`${dataDir}.pglite-2026-11-29T01-00-00-000Z`);
    expect(existsSync(join(report.keptAt, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
    expect(readFileSync(join(dataDir, 'collab-secret'), 'utf8')).toBe('kept secret\n');
    expect(report.tables.events).toBe(eventsBefore);
    expect(report.tables.credentials).toBe(1);
    expect(lines.at(-1)).toContain('now runs on PostgreSQL');

    // The next start, as npm start makes it.
    const database = await startConfiguredDatabase(
      { DATA_DIR: dataDir, DATABASE_URL: undefined, EMBEDDED_DATABASE: 'postgres' },
      log,
    );
    try {
      expect(database.engine).toBe('embedded-postgres');
      const after = await openCoreOn(await openDatabase({ databaseUrl: database.databaseUrl }), ALL_ROLES, {
        passwordHashCost: CHEAP_HASH,
      });
      try {
        // the account signs in, the read models answer without a rebuild, and the log goes on after its last event
        const signedIn = await after.api!.accounts.login(
          { email: coach.email, password: coach.password },
          { ip: '127.0.0.1' },
        );
        expect(signedIn.user.displayName).toBe('Moved Coach');
        const users = await after.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM users_view WHERE display_name = 'Moved Coach'`,
        );
        expect(users).toEqual([{ n: 1 }]);
        await after.api!.accounts.register({ ...coach, email: 'second@example.com' }, metadata());
        const positions = await after.db.query<{ n: number; max: string }>(
          'SELECT count(*)::int AS n, max(global_position)::text AS max FROM events',
        );
        expect(positions[0]!.n).toBeGreaterThan(eventsBefore);
        expect(Number(positions[0]!.max)).toBeGreaterThan(eventsBefore);
      } finally {
        await after.close();
      }
    } finally {
      await database.stop();
    }
  }, 180_000);

  it('refuses a directory PGlite did not make', async () => {
    await expect(moveFromPglite(join(home, 'empty'), log)).rejects.toThrow(/holds no PGlite database/);
  });
});
