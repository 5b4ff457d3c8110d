import { PostgresDatabase, type Database } from '@sideline/eventstore';
import { listDrills } from '@sideline/projections';
const db = await PostgresDatabase.open({ url: 'postgres://postgres@127.0.0.1:5432/test', schema: 'explain_drills' });
const logging: Database = { ...db, kind: db.kind, query: async (sql: string, params?: readonly unknown[]) => { console.log(JSON.stringify({ sql, params })); return db.query(sql, params); }, exec: (s) => db.exec(s), transaction: (fn) => db.transaction((tx) => fn({ query: async (sql, params) => { console.log(JSON.stringify({ sql, params })); return tx.query(sql, params); }, exec: tx.exec })), listen: db.listen.bind(db), close: () => db.close() } as Database;
const arg = JSON.parse(process.argv[2]!);
await listDrills(logging, { userId: 'owner-7', teamIds: [] }, arg);
await db.close();
