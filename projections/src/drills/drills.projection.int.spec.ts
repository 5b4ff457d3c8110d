import { drillInputSchema, type DrillEvent, type VoteEvent } from '@sideline/domain';
import type { Database, RecordedEvent } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { testMetadata } from '@sideline/eventstore/testing/test-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateProjections } from '../catalog';
import { usersProjection } from '../users';
import { findDrillRecord } from './drill-detail.query';
import { listDrills } from './drill-list.query';
import { drillsProjection } from './drills.projection';

const {
  visibility: _v,
  editableByOthers: _e,
  variationOf: _p,
  ...content
} = drillInputSchema.parse({
  sport: 'soccer',
  name: 'Rondo 4v1',
  briefDescription: 'Four keep the ball from one.',
  drillTypes: ['Warmup'],
  skillLevels: ['Beginner'],
  lengthMin: 8,
  lengthMax: 12,
  playersMin: 5,
  skills: ['Possession'],
  positions: ['midfielder'],
});

let position = 0n;
function recorded(streamId: string, streamVersion: number, event: DrillEvent | VoteEvent): RecordedEvent {
  position += 1n;
  return {
    globalPosition: position,
    transactionId: position,
    streamId,
    streamType: streamId.split('-')[0]!,
    streamVersion,
    eventId: crypto.randomUUID(),
    type: event.type,
    data: event.data,
    metadata: testMetadata(),
    recordedAt: new Date(),
  };
}

describe.each(databaseTargets())('drills projection on $name', (target) => {
  let db: Database;
  const changed: string[] = [];
  const apply = (events: RecordedEvent[]) =>
    db.transaction(async (tx) => {
      for (const event of events) await drillsProjection.apply(tx, event, { changed: (key) => void changed.push(key) });
    });
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, [usersProjection, drillsProjection]);
  });
  afterAll(async () => {
    await db.close();
  });

  const parentId = crypto.randomUUID();
  const childId = crypto.randomUUID();
  const created = (id: string, version: number, variationOf: string | null) =>
    recorded(`drill-${id}`, version, {
      type: 'DrillCreated',
      data: {
        drillId: id,
        ownerId: 'ann',
        content,
        visibility: 'public',
        editableByOthers: false,
        variationOf,
        importBatchId: null,
      },
    });
  const edited = recorded(`drill-${childId}`, 2, {
    type: 'DrillEdited',
    data: {
      drillId: childId,
      changes: { name: { from: 'Rondo 4v1', to: 'Rondo 6v2' }, playersMin: { from: 5, to: 8 } },
    },
  });
  const vote = (version: number, value: 1 | -1 | 0) =>
    recorded(
      `vote-drill-${childId}-bob`,
      version,
      value === 0
        ? { type: 'VoteWithdrawn', data: { target: { type: 'drill', id: childId }, userId: 'bob' } }
        : { type: 'VoteCast', data: { target: { type: 'drill', id: childId }, userId: 'bob', value } },
    );

  it('builds rows, variation counts, vote totals and live keys', async () => {
    const events = [created(parentId, 1, null), created(childId, 1, parentId), edited, vote(1, 1), vote(2, -1)];
    await apply(events);
    const child = await findDrillRecord(db, childId, 'bob');
    expect(child).toMatchObject({
      name: 'Rondo 6v2',
      playersMin: 8,
      version: 2,
      votes: { up: 0, down: 1, score: -1 },
      myVote: -1,
      variationOf: parentId,
    });
    expect((await findDrillRecord(db, parentId, null))?.variationCount).toBe(1);
    expect(new Set(changed)).toEqual(new Set([`drill:${parentId}`, `drill:${childId}`, 'drills']));
    const search = await listDrills(
      db,
      { userId: null, teamIds: [] },
      { q: 'rondo 6v', sort: 'newest', page: 1, pageSize: 10 },
    );
    expect(search.items.map((i) => i.name)).toEqual(['Rondo 6v2']);
  });

  it('ignores older events replayed over newer rows', async () => {
    await apply([created(childId, 1, parentId), vote(1, 1)]);
    expect(await findDrillRecord(db, childId, 'bob')).toMatchObject({
      name: 'Rondo 6v2',
      playersMin: 8,
      votes: { up: 0, down: 1 },
      myVote: -1,
    });
  });

  it('counts only variations that are not deleted, and a withdrawn vote as none', async () => {
    await apply([
      recorded(`drill-${childId}`, 3, { type: 'DrillDeleted', data: { drillId: childId, reason: 'deleted' } }),
      vote(3, 0),
    ]);
    expect((await findDrillRecord(db, parentId, null))?.variationCount).toBe(0);
    expect(await findDrillRecord(db, childId, 'bob')).toMatchObject({
      deleted: true,
      votes: { up: 0, down: 0, score: 0 },
      myVote: 0,
    });
    await apply([recorded(`drill-${childId}`, 4, { type: 'DrillRestored', data: { drillId: childId } })]);
    expect((await findDrillRecord(db, parentId, null))?.variationCount).toBe(1);
  });

  it('resets to empty for a rebuild', async () => {
    await db.transaction((tx) => drillsProjection.reset(tx));
    expect(await findDrillRecord(db, parentId, null)).toBeNull();
    const [words] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM drill_search_words');
    expect(words!.n).toBe(0);
  });
});
