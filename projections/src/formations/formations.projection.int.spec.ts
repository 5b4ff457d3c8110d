import type { Database, RecordedEvent } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateProjections } from '../catalog';
import { usersProjection } from '../users';
import { findFormationFacts, findFormationRecord } from './formation-detail.query';
import { createdEvent, recorded } from './testing/formation-events.fixture';
import { listFormations } from './formation-list.query';
import { latestFormationSnapshot, listFormationVersions } from '../documents';
import { formationsProjection } from './formations.projection';

describe.each(databaseTargets())('formations projection on $name', (target) => {
  let db: Database;
  const changed: string[] = [];
  const apply = (events: RecordedEvent[]) =>
    db.transaction(async (tx) => {
      for (const event of events)
        await formationsProjection.apply(tx, event, { changed: (key) => void changed.push(key) });
    });
  const everyone = { userId: null, teamIds: [] };
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, [usersProjection, formationsProjection]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('builds the row from create, field edits, visibility, votes and deletion; replaying changes nothing', async () => {
    const id = crypto.randomUUID();
    const stream = `formation-${id}`;
    const vote = (version: number, value: 1 | -1 | 0) =>
      recorded(
        `vote-formation-${id}-bob`,
        version,
        value === 0
          ? { type: 'VoteWithdrawn', data: { target: { type: 'formation', id }, userId: 'bob' } }
          : { type: 'VoteCast', data: { target: { type: 'formation', id }, userId: 'bob', value } },
      );
    const events = [
      createdEvent(id, { content: { tags: ['zone'], detailedDescription: '<p>Hold the <em>middle</em></p>' } }),
      recorded(stream, 2, {
        type: 'FormationEdited',
        data: {
          formationId: id,
          changes: {
            name: { from: 'Diamond zone', to: 'Box press' },
            tags: { from: ['zone'], to: ['Press', 'full court'] },
          },
        },
      }),
      recorded(stream, 3, { type: 'FormationEditabilityChanged', data: { formationId: id, editableByOthers: true } }),
      vote(1, 1),
      vote(2, -1),
      recorded(`vote-formation-${id}-cy`, 1, {
        type: 'VoteCast',
        data: { target: { type: 'formation', id }, userId: 'cy', value: 1 },
      }),
      recorded(`vote-drill-${id}-cy`, 1, {
        type: 'VoteCast',
        data: { target: { type: 'drill', id }, userId: 'cy', value: 1 },
      }),
    ];
    await apply(events);
    const record = await findFormationRecord(db, id, 'bob');
    expect(record).toMatchObject({
      name: 'Box press',
      tags: ['Press', 'full court'],
      detailedDescription: '<p>Hold the <em>middle</em></p>',
      editableByOthers: true,
      version: 3,
      votes: { up: 1, down: 1, score: 0 },
      myVote: -1,
      usedInPlanCount: 0,
      deleted: false,
    });
    expect(changed).toContain(`formation:${id}`);
    expect(changed).toContain('formations');

    await apply(events);
    expect(await findFormationRecord(db, id, 'bob')).toEqual(record);
    await apply([recorded(stream, 4, { type: 'FormationDeleted', data: { formationId: id } })]);
    expect((await findFormationFacts(db, id))?.access).toMatchObject({ deleted: true, editableByOthers: true });
    expect(
      (await listFormations(db, everyone, { q: 'press', sort: 'newest', page: 1, pageSize: 10 })).items.map(
        (i) => i.id,
      ),
    ).not.toContain(id);
  });

  it('records diagram versions and snapshots; the diagram moves updated_at but not the details version', async () => {
    const id = crypto.randomUUID();
    const stream = `formation-${id}`;
    const created = createdEvent(id, { at: new Date('2025-01-01T10:00:00Z') });
    const later = new Date('2025-01-02T10:00:00Z');
    await apply([
      created,
      recorded(
        stream,
        2,
        {
          type: 'FormationDocumentUpdated',
          data: { formationId: id, update: 'AAA=', editors: ['ann', 'bob'], guestLinkIds: [], at: later.toISOString() },
        },
        later,
      ),
      recorded(
        stream,
        3,
        { type: 'FormationDocumentSnapshotted', data: { formationId: id, state: 'AAA=', upToVersion: 2 } },
        new Date('2025-01-03T10:00:00Z'),
      ),
      recorded(
        stream,
        4,
        {
          type: 'FormationDocumentRestored',
          data: { formationId: id, toVersion: 2, update: 'AAA=', at: later.toISOString() },
        },
        later,
      ),
    ]);
    const record = await findFormationRecord(db, id, null);
    expect(record).toMatchObject({ version: 1, diagramVersionCount: 2, updatedAt: later.toISOString() });
    expect((await listFormationVersions(db, id)).map((v) => [v.version, v.kind, v.editors, v.restoredFrom])).toEqual([
      [2, 'update', ['ann', 'bob'], null],
      [4, 'restore', ['ann'], 2],
    ]);
    expect(await latestFormationSnapshot(db, id)).toEqual({ version: 3, upToVersion: 2 });
    expect(await latestFormationSnapshot(db, id, 1)).toBeNull();
  });

  it('searches name, tags and descriptions by prefix, falls back to close words, and filters', async () => {
    const sport = 'soccer' as const;
    const ids = { flat: crypto.randomUUID(), diamond: crypto.randomUUID(), box: crypto.randomUUID() };
    await apply([
      createdEvent(ids.flat, {
        content: { sport, name: 'Flat back four', tags: ['Defending'], formationType: 'defense' },
      }),
      createdEvent(ids.diamond, {
        content: {
          sport,
          name: 'Midfield diamond',
          briefDescription: 'Narrow shape for possession',
          formationType: 'offense',
          tags: ['possession'],
        },
      }),
      createdEvent(ids.box, {
        content: {
          sport,
          name: 'Box corner',
          detailedDescription: '<p>Crowd the <strong>keeper</strong></p>',
          formationType: 'offense',
          tags: ['Set piece'],
        },
      }),
    ]);
    const search = async (q: string, extra: object = {}) => {
      const page = await listFormations(db, everyone, { q, sport, sort: 'name', page: 1, pageSize: 10, ...extra });
      return { ids: page.items.map((i) => i.id), mode: page.searchMode };
    };
    expect(await search('diam')).toEqual({ ids: [ids.diamond], mode: 'fulltext' });
    expect(await search('defend')).toEqual({ ids: [ids.flat], mode: 'fulltext' });
    expect(await search('keep')).toEqual({ ids: [ids.box], mode: 'fulltext' });
    expect(await search('posession')).toEqual({ ids: [ids.diamond], mode: 'fuzzy' });
    expect(await search('zzzz')).toEqual({ ids: [], mode: 'fuzzy' });
    const filtered = await listFormations(db, everyone, {
      sport,
      formationType: ['offense'],
      tags: ['SET PIECE', 'nothing'],
      sort: 'newest',
      page: 1,
      pageSize: 10,
    });
    expect(filtered.items.map((i) => i.id)).toEqual([ids.box]);
  });
});
