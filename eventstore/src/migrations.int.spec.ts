import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './migrations';
import { databaseTargets } from './testing/test-databases';
import type { Database } from './types';

const steps = [
  { id: '001-table', sql: 'CREATE TABLE widgets (id int PRIMARY KEY)' },
  { id: '002-column', sql: 'ALTER TABLE widgets ADD COLUMN name text; CREATE INDEX widgets_name ON widgets (name);' },
];

describe.each(databaseTargets())('runMigrations on $name', (target) => {
  let db: Database;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(() => db.close());

  it('applies steps in order once, and later only the new ones', async () => {
    expect(await runMigrations(db, 'widgets', steps.slice(0, 1))).toEqual(['001-table']);
    expect(await runMigrations(db, 'widgets', steps)).toEqual(['002-column']);
    expect(await runMigrations(db, 'widgets', steps)).toEqual([]);
    await db.query(`INSERT INTO widgets (id, name) VALUES (1, 'a')`);
    const applied = await db.query<{ id: string }>(
      `SELECT id FROM schema_migrations WHERE component = 'widgets' ORDER BY applied_at, id`,
    );
    expect(applied.map((r) => r.id)).toEqual(['001-table', '002-column']);
  });

  it('keeps components apart: the same id in two components is two migrations', async () => {
    const gadget = [{ id: '001-table', sql: 'CREATE TABLE gadgets (id int)' }];
    expect(await runMigrations(db, 'gadgets', gadget)).toEqual(['001-table']);
  });

  it('parallel starts apply each step exactly once', async () => {
    const counter = [
      { id: '001', sql: 'CREATE TABLE starts (n int); INSERT INTO starts VALUES (1);' },
      { id: '002', sql: 'UPDATE starts SET n = n + 1' },
    ];
    const runs = await Promise.all(Array.from({ length: 4 }, () => runMigrations(db, 'starts', counter)));
    expect(runs.flat().sort()).toEqual(['001', '002']);
    expect(await db.query('SELECT n FROM starts')).toEqual([{ n: 2 }]);
  });

  it('a failing step rolls the whole run back', async () => {
    const broken = [
      { id: '001', sql: 'CREATE TABLE half_done (id int)' },
      { id: '002', sql: 'ALTER TABLE no_such_table ADD COLUMN x int' },
    ];
    await expect(runMigrations(db, 'broken', broken)).rejects.toThrow(/no_such_table/);
    await expect(db.query('SELECT * FROM half_done')).rejects.toThrow(/half_done/);
    expect(await db.query(`SELECT id FROM schema_migrations WHERE component = 'broken'`)).toEqual([]);
  });

  it('refuses duplicate ids', async () => {
    await expect(runMigrations(db, 'dup', [steps[0]!, steps[0]!])).rejects.toThrow(/appears twice/);
  });
});
