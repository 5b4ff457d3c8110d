import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../testing/test-databases';
import type { Database } from '../types';

describe.each(databaseTargets())('database adapter on $name', (target) => {
  let db: Database;

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(() => db.close());

  it('returns the same JS types on both engines', async () => {
    const [row] = await db.query(
      `SELECT 9007199254740993::int8 AS big, 7::int8 AS small, count(*) AS counted, pg_current_xact_id() AS xid,
              42::int AS int4, 1.50::numeric AS num, now() AS at, true AS yes, '{"a":[1,2]}'::jsonb AS doc,
              $1::jsonb AS from_object, $2::jsonb AS from_text, $3::text[] AS list`,
      [{ n: 1, big: 10n }, '{"b":2}', ['x', 'y']],
    );
    expect(row).toEqual({
      big: 9007199254740993n,
      small: 7n,
      counted: 1n,
      xid: expect.any(BigInt),
      int4: 42,
      num: '1.50',
      at: expect.any(Date),
      yes: true,
      doc: { a: [1, 2] },
      from_object: { n: 1, big: '10' },
      from_text: { b: 2 },
      list: ['x', 'y'],
    });
  });

  it('passes undefined parameters as NULL', async () => {
    expect(await db.query('SELECT $1::text IS NULL AS missing', [undefined])).toEqual([{ missing: true }]);
  });

  it('exec runs several statements; transactions commit or roll back as a whole', async () => {
    await db.exec('CREATE TABLE things (id int PRIMARY KEY); INSERT INTO things VALUES (1);');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things VALUES (2)');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const result = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO things VALUES (3)');
      return (await tx.query<{ id: number }>('SELECT id FROM things ORDER BY id')).map((r) => r.id);
    });
    expect(result).toEqual([1, 3]);
  });

  it('delivers notifications on commit, and stops after unlisten', async () => {
    const received: string[] = [];
    const unlisten = await db.listen('adapter_test', (payload) => received.push(payload));
    await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('adapter_test', 'inside')`);
    });
    await db.query(`SELECT pg_notify('adapter_test', 'outside')`);
    await expect.poll(() => received, { timeout: 5_000 }).toEqual(['inside', 'outside']);
    await unlisten();
    await db.query(`SELECT pg_notify('adapter_test', 'late')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual(['inside', 'outside']);
  });

  it('keeps each open() in its own schema', async () => {
    const other = await target.open();
    try {
      await other.exec('CREATE TABLE only_here (id int)');
      await expect(db.query('SELECT * FROM only_here')).rejects.toThrow(/only_here/);
      await db.exec('CREATE TABLE only_here (name text)'); // same name, other schema
      await other.query('INSERT INTO only_here VALUES (1)');
      expect(await db.query('SELECT * FROM only_here')).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
