import { PostgresDatabase } from '@sideline/eventstore';
const db = await PostgresDatabase.open({ url: 'postgres://postgres@127.0.0.1:5432/test', schema: 'explain_drills' });
for (const sql of process.argv.slice(2)) {
  const t0 = performance.now();
  const rows = await db.query(sql);
  console.log(JSON.stringify(rows, (_k, v) => (typeof v === "bigint" ? Number(v) : v)).slice(0, 400), (performance.now() - t0).toFixed(1), 'ms');
}
await db.close();
