// npm run projections:rebuild [name ...]   — empties read models and replays the whole log into them, with progress.
// Safe while the app runs on a PostgreSQL server (DATABASE_URL): the rebuild takes each projection's lease. On the
// database in DATA_DIR stop the app first (the data directory is locked to one process).
import { EventStore, openDatabase } from '@sideline/eventstore';
import { ALL_PROJECTIONS, ProjectionRunner, migrateProjections } from '@sideline/projections';
import { loadConfig } from '../config';
import { startConfiguredDatabase } from '../embedded-database/configured-database';

async function main() {
  const config = loadConfig();
  const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const known = ALL_PROJECTIONS.map((p) => p.name);
  const unknown = requested.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`Unknown projection ${unknown.join(', ')}. Known: ${known.join(', ')}.`);
  const names = requested.length ? requested : known;
  const database = await startConfiguredDatabase(config, (line) => console.log(line));
  const db = await openDatabase({
    databaseUrl: database.databaseUrl,
    dataDir: config.DATA_DIR,
    schema: config.DATABASE_SCHEMA,
  }).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  try {
    const store = await EventStore.open(db);
    await migrateProjections(db);
    const runner = new ProjectionRunner({ db, store, projections: ALL_PROJECTIONS, owner: `rebuild-${process.pid}` });
    for (const name of names) {
      const started = Date.now();
      const result = await runner.rebuild(name, ({ processed, total, rate }) => {
        const percent = total ? Math.floor((processed / total) * 100) : 100;
        process.stdout.write(`\r${name}: ${processed}/${total} events (${percent}%), ${Math.round(rate)} events/s   `);
      });
      process.stdout.write(
        `\r${name}: rebuilt from ${result.processed} events in ${((Date.now() - started) / 1000).toFixed(1)} s${' '.repeat(20)}\n`,
      );
    }
    await runner.stop();
  } finally {
    await db.close();
    await database.stop();
  }
}

main().catch((error: Error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
