import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { createDrill, drillInput, signUpUser } from './testing/drill-fixtures';

describe.each(databaseTargets())('drill variations on $name', (target) => {
  let api: TestApi;
  let owner: { cookie: string; userId: string };
  let other: { cookie: string; userId: string };
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    other = await signUpUser(api, 'other@example.com', 'Otto Other');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const setParent = (id: string, parentId: string | null, cookie = owner.cookie) =>
    api.request({ method: 'PUT', url: `/api/drills/${id}/variation`, cookie, body: { parentId } });
  const get = async (id: string, cookie = owner.cookie) =>
    (await api.request({ method: 'GET', url: `/api/drills/${id}`, cookie })).body.drill;

  it('links a variation to its parent; the family shows on both, with counts', async () => {
    const parent = await createDrill(api, owner.cookie, { name: 'Base drill' });
    const a = await createDrill(api, owner.cookie, { name: 'Variation A', variationOf: parent.id });
    const b = await createDrill(api, owner.cookie, { name: 'Variation B' });
    const linked = await setParent(b.id, parent.id);
    expect(linked.status).toBe(200);
    expect(linked.body.drill.variationOf).toBe(parent.id);
    const parentView = await get(parent.id);
    expect(parentView.variationCount).toBe(2);
    expect(parentView.family).toEqual({
      parent: null,
      variations: [expect.objectContaining({ name: 'Variation A' }), expect.objectContaining({ name: 'Variation B' })],
    });
    const childView = await get(a.id);
    expect(childView.family.parent).toMatchObject({ id: parent.id, name: 'Base drill' });
    expect(childView.family.variations.map((v: { id: string }) => v.id)).toEqual([a.id, b.id]);

    const cleared = await setParent(b.id, null);
    expect(cleared.body.drill.variationOf).toBeNull();
    expect((await get(parent.id)).variationCount).toBe(1);
    await api.request({ method: 'DELETE', url: `/api/drills/${a.id}`, cookie: owner.cookie });
    expect((await get(parent.id)).variationCount).toBe(0);
  });

  it('keeps families one level deep, with errors on variationOf, and stores nothing then', async () => {
    const parent = await createDrill(api, owner.cookie, { name: 'Parent' });
    const child = await createDrill(api, owner.cookie, { name: 'Child', variationOf: parent.id });
    const loner = await createDrill(api, owner.cookie, { name: 'Loner' });
    const before = await eventCount(api.core);
    const cases = [
      [loner.id, child.id, /itself a variation/],
      [parent.id, loner.id, /has variations of its own/],
      [loner.id, loner.id, /itself/],
      [loner.id, crypto.randomUUID(), /does not exist/],
    ] as const;
    for (const [drillId, parentId, message] of cases) {
      const response = await setParent(drillId, parentId);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('DRILL.INVALID_PARENT');
      expect(response.body.error.details.fields.variationOf[0]).toMatch(message);
    }
    const viaForm = await api.request({
      method: 'PUT',
      url: `/api/drills/${loner.id}`,
      cookie: owner.cookie,
      body: drillInput({ name: 'Loner', variationOf: child.id }),
    });
    expect(viaForm.status).toBe(400);
    expect(viaForm.body.error.details.fields).toHaveProperty('variationOf');
    const viaCreate = await api.request({
      method: 'POST',
      url: '/api/drills',
      cookie: owner.cookie,
      body: drillInput({ variationOf: child.id }),
    });
    expect(viaCreate.status).toBe(400);
    expect(await eventCount(api.core)).toBe(before);
  });

  it('treats a parent the caller may not open as missing, and lets only editors re-parent', async () => {
    const hidden = await createDrill(api, other.cookie, { name: 'Otto private', visibility: 'private' });
    const mine = await createDrill(api, owner.cookie, { name: 'Mine' });
    const response = await setParent(mine.id, hidden.id);
    expect(response.status).toBe(400);
    expect(response.body.error.details.fields.variationOf[0]).toMatch(/does not exist/);
    const theirs = await createDrill(api, other.cookie, { name: 'Otto public' });
    expect((await setParent(theirs.id, mine.id, owner.cookie)).status).toBe(403);
    expect(
      (await api.request({ method: 'PUT', url: `/api/drills/${mine.id}/variation`, body: { parentId: null } })).status,
    ).toBe(401);
  });

  it('hides private siblings from others but shows them to their owner', async () => {
    const parent = await createDrill(api, owner.cookie, { name: 'Open parent' });
    await createDrill(api, other.cookie, {
      name: 'Otto secret variation',
      visibility: 'private',
      variationOf: parent.id,
    });
    expect((await get(parent.id, owner.cookie)).family.variations).toEqual([]);
    expect((await get(parent.id, other.cookie)).family.variations.map((v: { name: string }) => v.name)).toEqual([
      'Otto secret variation',
    ]);
    expect((await get(parent.id, owner.cookie)).variationCount).toBe(1);
  });

  it('records variation changes in the history', async () => {
    const parent = await createDrill(api, owner.cookie, { name: 'History parent' });
    const child = await createDrill(api, owner.cookie, { name: 'History child' });
    await setParent(child.id, parent.id);
    await setParent(child.id, null);
    const history = await api.request({ method: 'GET', url: `/api/drills/${child.id}/history`, cookie: owner.cookie });
    expect(history.body.items.map((i: { summary: string }) => i.summary)).toEqual([
      'Made it a drill of its own (no longer a variation)',
      'Made it a variation of “History parent”',
      'Created the drill',
    ]);
  });
});
