import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, signUpUser } from '../drills/testing/drill-fixtures';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { CART_LIMIT } from './cart-store';

describe.each(databaseTargets())('plan cart on $name', (target) => {
  let api: TestApi;
  let ann: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  beforeAll(async () => {
    api = await openTestApi(target);
    ann = await signUpUser(api, 'ann@example.com', 'Ann');
    bob = await signUpUser(api, 'bob@example.com', 'Bob');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const cart = (cookie?: string) => api.request({ method: 'GET', url: '/api/cart', ...(cookie ? { cookie } : {}) });
  const add = (id: string, cookie: string) => api.request({ method: 'PUT', url: `/api/cart/drills/${id}`, cookie });
  const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

  it('keeps drills per user in the order added, without duplicates and without events', async () => {
    const before = await eventCount(api.core);
    const first = await createDrill(api, bob.cookie, { name: 'First pick' });
    const second = await createDrill(api, bob.cookie, { name: 'Second pick' });
    const afterCreates = await eventCount(api.core);
    expect(afterCreates).toBe(before + 2);
    expect((await add(first.id, ann.cookie)).body.items).toEqual([
      { id: first.id, name: 'First pick', sport: 'quadball', briefDescription: expect.any(String), variationOf: null },
    ]);
    await add(second.id, ann.cookie);
    expect(names((await add(first.id, ann.cookie)).body)).toEqual(['First pick', 'Second pick']);
    expect((await cart(bob.cookie)).body.items).toEqual([]);
    expect(
      names((await api.request({ method: 'DELETE', url: `/api/cart/drills/${first.id}`, cookie: ann.cookie })).body),
    ).toEqual(['Second pick']);
    expect((await api.request({ method: 'DELETE', url: '/api/cart', cookie: ann.cookie })).body).toEqual({ items: [] });
    expect((await cart(ann.cookie)).body.items).toEqual([]);
    expect(await eventCount(api.core)).toBe(afterCreates);
  });

  it('hides drills deleted or made private since, and brings them back when restored', async () => {
    const drill = await createDrill(api, bob.cookie, { name: 'Fickle drill' });
    await add(drill.id, ann.cookie);
    await api.request({ method: 'DELETE', url: `/api/drills/${drill.id}`, cookie: bob.cookie });
    expect(names((await cart(ann.cookie)).body)).not.toContain('Fickle drill');
    await api.request({ method: 'POST', url: `/api/drills/${drill.id}/restore`, cookie: bob.cookie });
    expect(names((await cart(ann.cookie)).body)).toContain('Fickle drill');
    await api.request({ method: 'DELETE', url: '/api/cart', cookie: ann.cookie });
  });

  it('refuses visitors, unknown, private and deleted drills, and a full cart', async () => {
    expect((await cart()).status).toBe(401);
    expect((await api.request({ method: 'PUT', url: `/api/cart/drills/${crypto.randomUUID()}` })).status).toBe(401);
    expect((await add(crypto.randomUUID(), ann.cookie)).status).toBe(404);
    const secret = await createDrill(api, bob.cookie, { name: 'Bob secret', visibility: 'private' });
    expect((await add(secret.id, ann.cookie)).status).toBe(403);
    const gone = await createDrill(api, ann.cookie, { name: 'Gone' });
    await api.request({ method: 'DELETE', url: `/api/drills/${gone.id}`, cookie: ann.cookie });
    expect((await add(gone.id, ann.cookie)).status).toBe(409);

    const ids = Array.from({ length: CART_LIMIT + 1 }, () => crypto.randomUUID());
    await api.core.db.query(`INSERT INTO drill_cart (user_id, drill_id) SELECT $1, unnest($2::text[])`, [
      bob.userId,
      ids.slice(0, CART_LIMIT),
    ]);
    const full = await add((await createDrill(api, bob.cookie, { name: 'One too many' })).id, bob.cookie);
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('CART.FULL');
  });
});
