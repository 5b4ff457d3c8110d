import { PostgresDatabase } from '@sideline/eventstore';
import { drillsProjection, migrateProjections, usersProjection, SqlParams } from '@sideline/projections';
import { insertDrillRows } from '@sideline/projections/drills/drill-rows.fixture';
import { drillLibrary } from './drill-list.bench';
const db = await PostgresDatabase.open({ url: 'postgres://postgres@127.0.0.1:5432/test', schema: 'explain_drills' });
await migrateProjections(db, [usersProjection, drillsProjection]);
const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM drills');
if (!n) { await insertDrillRows(db, drillLibrary()); await db.exec('ANALYZE drills'); }
const sql = process.argv[2]!;
const params = JSON.parse(process.argv[3] ?? '[]');
const rows = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
await db.close();
