import { lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresDatabase } from '@sideline/eventstore';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const asRoot = process.getuid?.() === 0;

/**
 * As root, the server runs as the `postgres` user: a DATA_DIR behind a folder closed to others (a clone in /root, a
 * `mktemp -d` folder, as CI's clean clone is) still starts, with the cluster's files where that user can reach them.
 */
describe.runIf(asRoot)('the default start as root, in a folder the postgres user cannot enter', () => {
  const closed = mkdtempSync(join(tmpdir(), 'sideline-closed-'));
  const dataDir = join(closed, 'data');
  let outside = '';
  afterAll(() => {
    rmSync(closed, { recursive: true, force: true });
    if (outside) rmSync(outside, { recursive: true, force: true });
  });

  it('keeps its cluster under /var/lib/sideline, linked from DATA_DIR/postgres, and starts again on it', async () => {
    expect(statSync(closed).mode & 0o777).toBe(0o700);
    const lines: string[] = [];
    const first = await startEmbeddedPostgres({ dataDir, log: (line) => lines.push(line) });
    const link = join(dataDir, 'postgres');
    outside = realpathSync(link);
    try {
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(outside).toMatch(/^\/var\/lib\/sideline\/postgres-[0-9a-f]{16}$/);
      expect(lines.join('\n')).toContain(`its PostgreSQL files are in ${outside}`);
      const db = await PostgresDatabase.open({ url: first.url });
      await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
      await db.close();
      expect(readFileSync(join(dataDir, 'postgres-url'), 'utf8').trim()).toBe(first.url);
    } finally {
      await first.stop();
    }
    const again = await startEmbeddedPostgres({ dataDir, log: () => undefined });
    try {
      const db = await PostgresDatabase.open({ url: again.url });
      expect(await db.query('SELECT n FROM kept')).toEqual([{ n: 7 }]);
      await db.close();
    } finally {
      await again.stop();
    }
  }, 120_000);
});
