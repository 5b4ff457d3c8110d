import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, drillInput } from '../drills/testing/drill-fixtures';
import { createFormation, formationInput } from '../formations/testing/formation-fixtures';
import { createPlan, sendCommand } from '../practice-plans/testing/plan-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';
import { signUpUser, type TestUser } from '../testing/test-users';

/**
 * One history, one rule: `GET /api/<kind>/:id/history` answers exactly whom `GET /api/history/<type>/:id` answers
 * (`history.read`: whoever may edit the item now, and site admins), so text written while an item was private does not
 * reach its readers once it is published.
 */
describe.each(databaseTargets())('per-item history routes on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let reader: TestUser;
  const items: { route: string; type: string; id: string }[] = [];
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    reader = await signUpUser(api, 'reader@example.com', 'Rita Reader');
    const drill = await createDrill(api, owner.cookie, {
      name: 'Secret weave',
      visibility: 'private',
      briefDescription: 'Our secret opponent notes.',
    });
    const cleaned = await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: owner.cookie,
      body: drillInput({ name: 'Weave', visibility: 'public', editableByOthers: false }),
    });
    expect(cleaned.status).toBe(200);
    const formation = await createFormation(api, owner.cookie, { name: 'Secret stack', visibility: 'private' });
    const published = await api.request({
      method: 'PATCH',
      url: `/api/formations/${formation.id}`,
      cookie: owner.cookie,
      body: { ...formationInput({ name: 'Stack' }), visibility: 'public', editableByOthers: false },
    });
    expect(published.status).toBe(200);
    const plan = await createPlan(api, owner.cookie, { name: 'Secret practice', visibility: 'private' });
    const shown = await sendCommand(api, owner.cookie, plan.id, {
      type: 'SetPlanMetadata',
      changes: { name: 'Practice', visibility: 'public', editableByOthers: false },
    });
    expect(shown.status).toBe(200);
    items.push(
      { route: 'drills', type: 'drill', id: drill.id },
      { route: 'formations', type: 'formation', id: formation.id },
      { route: 'practice-plans', type: 'plan', id: plan.id },
    );
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('answers as the unified history does, for visitors, readers and owners', async () => {
    for (const { route, type, id } of items) {
      for (const [who, user] of [
        ['visitor', null],
        ['reader', reader],
        ['owner', owner],
      ] as const) {
        const cookie = user ? { cookie: user.cookie } : {};
        const perItem = await api.request({ method: 'GET', url: `/api/${route}/${id}/history`, ...cookie });
        const unified = await api.request({ method: 'GET', url: `/api/history/${type}/${id}`, ...cookie });
        expect(perItem.status, `${route} as ${who}`).toBe(unified.status);
      }
      // a reader of today's public item never sees what it was while private
      const asReader = await api.request({ method: 'GET', url: `/api/${route}/${id}/history`, cookie: reader.cookie });
      expect(asReader.status, route).toBe(403);
      expect(JSON.stringify(asReader.body)).not.toContain('Secret');
      expect((await api.request({ method: 'GET', url: `/api/${route}/${id}/history` })).status, route).toBe(401);
      expect(
        (await api.request({ method: 'GET', url: `/api/${route}/${id}/history`, cookie: owner.cookie })).status,
        route,
      ).toBe(200);
    }
  });
});
