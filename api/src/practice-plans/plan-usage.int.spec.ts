import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { createFormation } from '../formations/testing/formation-fixtures';
import { applyCommand, createDrill, createPlan, signUpUser } from './testing/plan-fixtures';

describe.each(databaseTargets())('drill and formation usage counts from plans on $name', (target) => {
  let api: TestApi;
  let ann: { cookie: string; userId: string };
  beforeAll(async () => {
    api = await openTestApi(target);
    ann = await signUpUser(api, 'ann@example.com', 'Ann');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const usage = async (drillId: string) =>
    (await api.request({ method: 'GET', url: `/api/drills/${drillId}` })).body.drill.usageCount;

  it("a drill's usage is the number of non-deleted plans containing it, and the drill list sorts by it", async () => {
    const popular = await createDrill(api, ann.cookie, {
      name: 'Usage popular',
      sport: 'soccer',
      positions: ['forward'],
      skills: ['Finishing'],
      drillTypes: ['Warmup'],
    });
    const rare = await createDrill(api, ann.cookie, {
      name: 'Usage rare',
      sport: 'soccer',
      positions: ['forward'],
      skills: ['Finishing'],
      drillTypes: ['Warmup'],
    });
    const item = (drillId: string) => ({ kind: 'drill' as const, drillId, durationMinutes: 10 });
    const one = await createPlan(api, ann.cookie, {
      sport: 'soccer',
      sections: [{ name: 'A', entries: [item(popular.id), item(popular.id), item(rare.id)] }],
    });
    const two = await createPlan(api, ann.cookie, {
      sport: 'soccer',
      sections: [
        {
          name: 'A',
          entries: [{ kind: 'parallel', lanes: [{ name: 'L', colour: '#000000', items: [item(popular.id)] }] }],
        },
      ],
    });
    expect([await usage(popular.id), await usage(rare.id)]).toEqual([2, 1]);

    const sorted = await api.request({ method: 'GET', url: '/api/drills?sport=soccer&q=usage&sort=usage' });
    expect(sorted.body.items.map((d: { name: string; usageCount: number }) => [d.name, d.usageCount])).toEqual([
      ['Usage popular', 2],
      ['Usage rare', 1],
    ]);

    await applyCommand(api, ann.cookie, one.id, { type: 'RemoveItem', itemId: one.sections[0].entries[2].id });
    expect(await usage(rare.id)).toBe(0);
    await api.request({ method: 'DELETE', url: `/api/practice-plans/${two.id}`, cookie: ann.cookie });
    expect(await usage(popular.id)).toBe(1);
    await api.request({ method: 'POST', url: `/api/practice-plans/${two.id}/restore`, cookie: ann.cookie });
    expect(await usage(popular.id)).toBe(2);
    await api.request({ method: 'POST', url: `/api/practice-plans/${two.id}/duplicate`, cookie: ann.cookie });
    expect(await usage(popular.id)).toBe(3);
  });

  it('a formation\'s "used in N plans" counts the non-deleted plans that reference it', async () => {
    const formation = await createFormation(api, ann.cookie, { name: 'Usage wall', sport: 'soccer' });
    const used = async () =>
      (await api.request({ method: 'GET', url: `/api/formations/${formation.id}` })).body.formation.usedInPlanCount;
    const item = { kind: 'formation' as const, formationId: formation.id, durationMinutes: 0 };
    const plan = await createPlan(api, ann.cookie, {
      sport: 'soccer',
      sections: [{ name: 'A', entries: [item, item] }],
    });
    await createPlan(api, ann.cookie, { sport: 'soccer', sections: [{ name: 'B', entries: [item] }] });
    expect(await used()).toBe(2);
    await api.request({ method: 'DELETE', url: `/api/practice-plans/${plan.id}`, cookie: ann.cookie });
    expect(await used()).toBe(1);
  });
});
