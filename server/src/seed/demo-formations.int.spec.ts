import { sceneElementsOf } from '@sideline/api';
import { openCoreOn, type Core } from '../composition/open-core';
import { FORMATION_DOCUMENT_EVENT_TYPES, documentReplay, formationStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { listFormations } from '@sideline/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FORMATIONS } from './demo-formations-catalog';
import { seedDemoData } from './demo-seed';

describe.each(databaseTargets())('demo formations seed on $name', (target) => {
  let core: Core;
  beforeAll(async () => {
    core = await openCoreOn(
      await target.open(),
      { api: true, projections: true, collab: false },
      { passwordHashCost: { N: 2 ** 10, r: 8, p: 1 }, pollIntervalMs: 50 },
    );
  });
  afterAll(async () => {
    await core.close();
  });

  it('seeds the demo formations once, each with its diagram as the first stored version', async () => {
    expect(await seedDemoData(core.db, core.api!.accounts, core.api!.commands)).toBe(true);
    const visitor = { userId: null, teamIds: [] };
    const listed = await listFormations(core.db, visitor, { sort: 'name', page: 1, pageSize: 50 });
    expect(listed.total).toBe(DEMO_FORMATIONS.length);
    expect(listed.items.every((f) => f.diagramVersionCount === 1)).toBe(true);
    expect(listed.items.filter((f) => f.votes.up > 0).length).toBeGreaterThanOrEqual(2);

    const horns = listed.items.find((f) => f.name === 'Horns')!;
    const stream = await core.store.readStream(formationStreamId(horns.id));
    expect(stream.events.map((e) => e.type)).toEqual(['FormationCreated', 'FormationDocumentUpdated']);
    const [update] = documentReplay(
      stream.events.map((e) => ({ version: e.streamVersion, type: e.type, data: e.data })),
      FORMATION_DOCUMENT_EVENT_TYPES,
    ).updates;
    const elements = sceneElementsOf(new Uint8Array(Buffer.from(update!, 'base64')));
    expect(elements[0]).toMatchObject({ id: 'court-basketball-half-surface' });
    expect(elements.filter((e) => e.type === 'arrow')).toHaveLength(4);

    // Rebuildable: replaying the whole log gives the same rows.
    const rows = () => core.db.query('SELECT * FROM formations ORDER BY formation_id');
    const built = await rows();
    await core.runner!.rebuild('formations');
    expect(await rows()).toEqual(built);

    const before = await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(await seedDemoData(core.db, core.api!.accounts, core.api!.commands)).toBe(false);
    expect(await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).toEqual(before);
  });
});
