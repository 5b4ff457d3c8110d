import { DomainError, forbidden, type Decider } from '@sideline/domain';
import { EventStore, type Database } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandContext, requestFingerprint } from './command-context';
import { CommandHandler, type CommandTarget } from './command-handler';

/** A tally: Add n adds n, Fail always refuses. Enough to see the handler's path, not a domain. */
type TallyCommand = { type: 'Add'; data: { n: number } } | { type: 'Fail'; data: Record<string, never> };
type TallyEvent = { type: 'Added'; data: { n: number } };
type TallyState = { total: number; adds: number };
const tally: Decider<TallyCommand, TallyEvent, TallyState> = {
  initialState: () => ({ total: 0, adds: 0 }),
  decide: (command) => {
    if (command.type === 'Fail') throw new DomainError('conflict', 'TALLY.NO', 'No.');
    return command.data.n === 0 ? [] : [{ type: 'Added', data: { n: command.data.n } }];
  },
  evolve: (state, event) => ({ total: state.total + event.data.n, adds: state.adds + 1 }),
};
const target = (id: string, snapshotTag?: string): CommandTarget<TallyCommand, TallyEvent, TallyState> => ({
  streamId: `tally-${id}`,
  streamType: 'tally',
  decider: tally,
  ...(snapshotTag ? { snapshotTag } : {}),
});
const add = (n: number): TallyCommand => ({ type: 'Add', data: { n } });
const keyed = (key: string, body: unknown = {}) =>
  new CommandContext(
    { userId: 'u1', role: 'user' },
    { idempotencyKey: key, fingerprint: requestFingerprint('POST', '/x', body) },
  );

describe.each(databaseTargets())('the command handler on $name', (dbTarget) => {
  let db: Database;
  let store: EventStore;
  let handler: CommandHandler;
  beforeAll(async () => {
    db = await dbTarget.open();
    store = await EventStore.open(db);
    handler = new CommandHandler(store, {
      readModelsOf: (types) => (types.includes('Added') ? ['tallies'] : []),
      snapshotEvery: 10,
    });
  });
  afterAll(() => db.close());

  it('answers with the state it decided, and notes which read models a later read must wait for', async () => {
    const ctx = CommandContext.system();
    const decided = await handler.handle(target('a'), add(3), ctx);
    expect([decided.state, decided.version, decided.replayed]).toEqual([{ total: 3, adds: 1 }, 1, false]);
    expect([...ctx.written.keys()]).toEqual(['tallies']);
    expect(ctx.written.get('tallies')).toEqual(decided.position);
  });

  it('folds from the snapshot it keeps every few events, to the same state as a full replay', async () => {
    for (let i = 1; i <= 25; i++) await handler.handle(target('b', 'tally@1'), add(i), CommandContext.system());
    const read = await store.readForCommand('tally-b', { snapshotTag: 'tally@1' });
    expect(read.snapshot?.version).toBe(20);
    expect(read.events.map((e) => e.streamVersion)).toEqual([21, 22, 23, 24, 25]);
    const fromSnapshot = await handler.read(target('b', 'tally@1'));
    const fullReplay = await handler.read(target('b'));
    expect(fromSnapshot).toEqual(fullReplay);
    expect(fromSnapshot.state).toEqual({ total: 325, adds: 25 });
    // Another evolve (another tag) ignores the old snapshot.
    expect((await handler.read(target('b', 'tally@2'))).state).toEqual({ total: 325, adds: 25 });
  });

  it('authorises against the state of its own stream: a refusal stores nothing', async () => {
    await handler.handle(target('c'), add(1), CommandContext.system());
    const refuse = (state: TallyState) => {
      if (state.total > 0) throw forbidden('TALLY.FORBIDDEN', 'Not yours.');
    };
    await expect(
      handler.handle(target('c'), add(1), CommandContext.system(), { authorize: refuse }),
    ).rejects.toMatchObject({ code: 'TALLY.FORBIDDEN' });
    expect((await handler.read(target('c'))).version).toBe(1);
  });

  it('a retried request with the same Idempotency-Key is applied once and answered again; the key reused for another request is a 422', async () => {
    const first = await handler.handle(target('d'), add(5), keyed('key-aaaaaaaa', { n: 5 }));
    const again = await handler.handle(target('d'), add(5), keyed('key-aaaaaaaa', { n: 5 }));
    expect([again.replayed, again.version, again.state]).toEqual([true, 1, first.state]);
    await expect(handler.handle(target('d'), add(6), keyed('key-aaaaaaaa', { n: 6 }))).rejects.toMatchObject({
      kind: 'unprocessable',
      code: 'REQUEST.IDEMPOTENCY_KEY_REUSED',
    });
    expect((await handler.read(target('d'))).version).toBe(1);
    // The same key from another user is another request.
    const other = new CommandContext(
      { userId: 'u2', role: 'user' },
      { idempotencyKey: 'key-aaaaaaaa', fingerprint: requestFingerprint('POST', '/x', { n: 5 }) },
    );
    expect((await handler.handle(target('d'), add(5), other)).replayed).toBe(false);
  });

  it('writes what must commit with the events in their transaction, and nothing of it when the decision fails', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS tally_notes (stream_id text, note text)');
    await handler.handle(target('e'), add(2), CommandContext.system(), {
      alsoInTransaction: (tx, d) => tx.query('INSERT INTO tally_notes VALUES ($1, $2)', ['tally-e', `v${d.version}`]),
    });
    await expect(
      handler.handle(target('e'), { type: 'Fail', data: {} }, CommandContext.system(), {
        alsoInTransaction: (tx) => tx.query('INSERT INTO tally_notes VALUES ($1, $2)', ['tally-e', 'never']),
      }),
    ).rejects.toThrow('No.');
    await expect(
      handler.handle(target('e'), add(1), CommandContext.system(), {
        alsoInTransaction: async () => {
          throw new Error('the undo table is gone');
        },
      }),
    ).rejects.toThrow('the undo table is gone');
    expect(await db.query('SELECT note FROM tally_notes WHERE stream_id = $1', ['tally-e'])).toEqual([{ note: 'v1' }]);
    expect((await handler.read(target('e'))).version).toBe(1);
  });

  it('re-decides on a version conflict: concurrent intents of two processes on one stream all land', async () => {
    const other = new CommandHandler(store, { readModelsOf: () => [], snapshotEvery: 10 });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? handler : other).handle(target('f'), add(1), CommandContext.system()),
      ),
    );
    expect((await handler.read(target('f'))).state).toEqual({ total: 20, adds: 20 });
  });

  it('lets commands on one stream take turns in one process: 60 at once all land, none read a stale version', async () => {
    const reads: number[] = [];
    const counting = new CommandHandler(store, { readModelsOf: () => [], snapshotEvery: 10 });
    const readForCommand = store.readForCommand.bind(store);
    const spied = Object.create(store) as EventStore;
    spied.readForCommand = (...args) => {
      reads.push(1);
      return readForCommand(...args);
    };
    Object.assign(counting, { store: spied });
    await Promise.all(Array.from({ length: 60 }, () => counting.handle(target('t'), add(1), CommandContext.system())));
    expect((await handler.read(target('t'))).state).toEqual({ total: 60, adds: 60 });
    expect(reads.length, 'reads: one per command, no retries').toBe(60);
  });

  it('If-Match is checked, never retried: a stale version is a 412', async () => {
    await handler.handle(target('g'), add(1), CommandContext.system());
    await expect(
      handler.handle(target('g'), add(1), CommandContext.system(), { expectedVersion: 0 }),
    ).rejects.toMatchObject({ kind: 'precondition_failed', code: 'COMMAND.STALE_VERSION' });
  });
});
