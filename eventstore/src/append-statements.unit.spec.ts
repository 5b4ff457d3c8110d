import { describe, expect, it } from 'vitest';
import {
  WHEN_APPENDED,
  afterAppend,
  appendShape,
  appendStatement,
  appendStatementWith,
  givenBase,
  type AlongsideWrite,
} from './append-statements';
import type { ExpectedVersion } from './types';

const statementFor = (expected: ExpectedVersion, snapshot = false, notify = false) =>
  appendStatement(appendShape(expected, snapshot, notify));
const params = (text: string) => [...new Set(text.match(/\$\d+/g))].sort();

describe('append statements', () => {
  it('an append at a known version is one plain INSERT: no stream row, no read of the version', () => {
    const { text, inputs } = statementFor(7);
    expect(text).toMatch(/^INSERT INTO events/);
    expect(text).not.toMatch(/streams|max\(/);
    expect(inputs).toEqual(['streamId', 'events', 'base']);
    expect(givenBase(7)).toBe(7);
  });

  it('a new stream writes its row with the events; any and stream_exists read the version in the statement', () => {
    for (const expected of ['no_stream', 0] as const) {
      expect(statementFor(expected).text).toMatch(/created AS \(INSERT INTO streams/);
      expect(givenBase(expected)).toBe(0);
    }
    expect(statementFor('any').text).toMatch(/max\(c\.stream_version\)[\s\S]*INSERT INTO streams/);
    expect(statementFor('any').inputs).not.toContain('base');
    expect(statementFor('stream_exists').text).toMatch(/b\.v > 0/);
    expect(statementFor('stream_exists').text).not.toMatch(/INSERT INTO streams/);
    expect(givenBase('any')).toBeNull();
  });

  it('keeps the snapshot and notifies in the same statement when asked', () => {
    const { text, inputs } = statementFor(3, true, true);
    expect(text).toMatch(/INSERT INTO stream_snapshots[\s\S]*HAVING count\(\*\) > 0/);
    expect(text).toMatch(/pg_notify\('sideline_events'/);
    expect(inputs).toEqual(['streamId', 'events', 'base', 'snapshot']);
    expect(statementFor(3).text).not.toMatch(/pg_notify|stream_snapshots/);
  });

  it('every shape numbers exactly the parameters it takes, and is built once', () => {
    for (const expected of [5, 0, 'no_stream', 'any', 'stream_exists'] as const) {
      for (const snapshot of [false, true]) {
        for (const notify of [false, true]) {
          const statement = statementFor(expected, snapshot, notify);
          expect(params(statement.text)).toEqual(statement.inputs.map((_, i) => `$${i + 1}`).sort());
          expect(statementFor(expected, snapshot, notify)).toBe(statement);
        }
      }
    }
  });
});

describe('writes alongside an append', () => {
  const writes: AlongsideWrite[] = [
    { sql: `DELETE FROM side WHERE a = $1 AND ${WHEN_APPENDED}`, params: ['x'] },
    { sql: `INSERT INTO side (a, b) SELECT $1, $2::jsonb WHERE ${WHEN_APPENDED}`, params: ['y', '{}'] },
  ];

  it('join the append statement as writes over `appended`, their parameters numbered after its own', () => {
    const { text, inputs, extraParams } = appendStatementWith(appendShape(4, false, false), writes);
    expect(inputs).toHaveLength(3);
    expect(text).toContain('alongside_1 AS (DELETE FROM side WHERE a = $4 AND EXISTS (SELECT 1 FROM appended))');
    expect(text).toContain(
      'alongside_2 AS (INSERT INTO side (a, b) SELECT $5, $6::jsonb WHERE EXISTS (SELECT 1 FROM appended))',
    );
    expect(extraParams).toEqual(['x', 'y', '{}']);
  });

  it('after an append (PGlite) are one statement of their own, where the append is a given', () => {
    expect(afterAppend(writes)).toEqual({
      sql: 'WITH alongside_1 AS (DELETE FROM side WHERE a = $1 AND true)\nINSERT INTO side (a, b) SELECT $2, $3::jsonb WHERE true',
      params: ['x', 'y', '{}'],
    });
  });

  it('must wait for the append, and name exactly their parameters', () => {
    expect(() => afterAppend([{ sql: 'DELETE FROM side', params: [] }])).toThrow(/WHEN_APPENDED/);
    expect(() => afterAppend([{ sql: `DELETE FROM side WHERE a = $2 AND ${WHEN_APPENDED}`, params: ['x'] }])).toThrow(
      /parameters/,
    );
    expect(() => afterAppend([{ sql: `DELETE FROM side WHERE a = $$x$$ AND ${WHEN_APPENDED}`, params: [] }])).toThrow(
      /dollar/,
    );
  });
});
