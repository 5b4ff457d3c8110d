import { EventStore, openDatabase, type Database } from '@sideline/eventstore';
import { ALL_PROJECTIONS, ProjectionRunner, migrateProjections } from '@sideline/projections';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Tables a rebuild rewrites the bookkeeping of (counts, times, holders): not compared. */
const BOOKKEEPING = new Set(['projection_checkpoints', 'projection_leases', 'schema_migrations']);

export interface DrillResult {
  database: string;
  dumpBytes: number;
  events: number;
  tablesCompared: number;
  /** read model tables whose rows differ between the restored copy and the copy rebuilt from the log */
  differing: string[];
  rebuilt: Record<string, number>;
}

/** One fingerprint per table: md5 of its rows as text, in order. Equal fingerprints, equal contents. */
export async function tableFingerprints(db: Database): Promise<Map<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const prints = new Map<string, string>();
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const [row] = await db.query<{ print: string | null }>(
      `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS print FROM "${name}" t`,
    );
    prints.set(name, row!.print ?? '');
  }
  return prints;
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.error?.message}`);
  return result.stdout;
};

const CATCH_UP_TIMEOUT_MS = 120_000;

async function catchUp(runner: ProjectionRunner, log: (line: string) => void): Promise<void> {
  const deadline = Date.now() + CATCH_UP_TIMEOUT_MS;
  await runner.start();
  try {
    for (;;) {
      const behind = (await runner.status()).filter((status) => status.lagEvents > 0);
      if (!behind.length) return;
      if (Date.now() > deadline) {
        throw new Error(
          `read models did not catch up in ${CATCH_UP_TIMEOUT_MS / 1000} s: ${behind.map((s) => s.name).join(', ')}`,
        );
      }
      log(`catching up: ${behind.map((s) => `${s.name} (${s.lagEvents} behind)`).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await runner.stop();
  }
}

/**
 * The restore drill: pg_dump the database at `sourceUrl` (custom format, as scripts/ops/backup.sh does), restore it
 * into a fresh database on the same server, let the read models catch up from their checkpoints, fingerprint every
 * table there, then rebuild every read model from the
 * restored log and fingerprint again. Read models that rebuild to the same rows prove the log alone restores the
 * service. The drill database is dropped afterwards unless `keep`.
 */
export async function restoreDrill(
  sourceUrl: string,
  options: { keep?: boolean; log?: (line: string) => void } = {},
): Promise<DrillResult> {
  const log = options.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'sideline-drill-'));
  const dump = join(dir, 'sideline.dump');
  const database = `sideline_drill_${randomBytes(4).toString('hex')}`;
  const target = Object.assign(new URL(sourceUrl), { pathname: `/${database}` }).toString();
  const admin = await openDatabase({ databaseUrl: sourceUrl });
  try {
    log(`pg_dump → ${dump}`);
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, sourceUrl]);
    const dumpBytes = Number(spawnSync('stat', ['-c', '%s', dump], { encoding: 'utf8' }).stdout.trim());
    await admin.exec(`CREATE DATABASE ${database}`);
    log(`pg_restore → ${database}`);
    run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target}`, dump]);
    const restored = await openDatabase({ databaseUrl: target });
    try {
      const store = await EventStore.open(restored);
      await migrateProjections(restored);
      const runner = new ProjectionRunner({
        db: restored,
        store,
        projections: ALL_PROJECTIONS,
        owner: `restore-drill-${process.pid}`,
      });
      // A backup may be taken while the read models still follow the last writes: they catch up from their
      // checkpoints first, as the restored service would, and that state is what a rebuild from zero must equal.
      // The copy's leases name the processes that ran on the original: nothing runs on the copy but this drill.
      await restored.exec('DELETE FROM projection_leases');
      await catchUp(runner, log);
      const before = await tableFingerprints(restored);
      const rebuilt: Record<string, number> = {};
      for (const projection of ALL_PROJECTIONS) {
        rebuilt[projection.name] = (await runner.rebuild(projection.name)).processed;
        log(`rebuilt ${projection.name} from ${rebuilt[projection.name]} events`);
      }
      await runner.stop();
      const after = await tableFingerprints(restored);
      const differing = [...before.keys()].filter((table) => before.get(table) !== after.get(table));
      const [{ n }] = (await restored.query<{ n: string }>('SELECT count(*) AS n FROM events')) as [{ n: string }];
      return { database, dumpBytes, events: Number(n), tablesCompared: before.size, differing, rebuilt };
    } finally {
      await restored.close();
    }
  } finally {
    if (!options.keep) await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
