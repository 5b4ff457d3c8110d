import { SEASON_TEMPLATE_CAUSE, timingOfPlan, type PlanMetadata, type Section } from '@sideline/domain';
import type { Database, RecordedEvent } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateProjections } from '../catalog';
import { handlesEvent, type Projection } from '../runner';
import { usageProjection } from '../usage';
import { findDrillRecord } from '../drills/drill-detail.query';
import { drillsProjection } from '../drills/drills.projection';
import { formationsProjection } from '../formations/formations.projection';
import { usersProjection } from '../users';
import { findPlanSummary, planIdsUsingDrill } from './plan-detail.query';
import { readPlanPage } from './plan-page.query';
import { listPlans } from './plan-list.query';
import { plansProjection } from './plans.projection';

import { drillCreated, drillItem, id, metadata, planStream, recorded } from './testing/plan-stream-events';

describe.each(databaseTargets())('plans projection on $name', (target) => {
  let db: Database;
  const changed: string[] = [];
  /** Each read model applies the events it handles (plans and usage by default). */
  const apply = (events: RecordedEvent[], projections: Projection[] = [plansProjection, usageProjection]) =>
    db.transaction(async (tx) => {
      for (const projection of projections) {
        for (const event of events)
          if (handlesEvent(projection, event.type))
            await projection.apply(tx, event, { changed: (key) => void changed.push(key) });
      }
    });
  const drillA = id();
  const drillB = id();
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, [
      usersProjection,
      drillsProjection,
      formationsProjection,
      plansProjection,
      usageProjection,
    ]);
    await apply([drillCreated(drillA, 'Drill A'), drillCreated(drillB, 'Drill B')], [drillsProjection]);
  });
  afterAll(async () => {
    await db.close();
  });

  const sections = (): Section[] => [
    { id: id(), name: 'Warm-up', goals: [], notes: '', targetMinutes: 15, entries: [drillItem(drillA, 15)] },
    {
      id: id(),
      name: 'Skills',
      goals: [],
      notes: '',
      targetMinutes: null,
      entries: [
        {
          kind: 'parallel',
          id: id(),
          lanes: [
            {
              id: id(),
              name: 'Beaters',
              colour: '#111827',
              positionKey: 'beater',
              items: [drillItem(drillB, 20), drillItem(drillA, 5)],
            },
            { id: id(), name: 'Chasers', colour: '#2563eb', positionKey: 'chaser', items: [drillItem(drillB, 10)] },
          ],
        },
      ],
    },
  ];

  it("builds the list row and the document from the decider's own state, with the timing total", async () => {
    const planId = id();
    const stream = planStream(planId);
    stream.run({
      type: 'CreatePlan',
      data: { planId, ownerId: 'ann', metadata: metadata(), sections: sections(), copiedFrom: null, draftId: null },
    });
    stream.run({ type: 'SetPlanMetadata', data: { changes: { name: 'Beater night (v2)' } } });
    await apply(stream.events);
    const record = (await findPlanSummary(db, planId, null))!;
    const page = (await readPlanPage(db, planId, null))!;
    expect([page.facts, page.version]).toEqual([stream.state(), 2]);
    expect(record).toMatchObject({
      name: 'Beater night (v2)',
      descriptionPlain: 'Control the bludgers',
      totalMinutes: 40,
      targetMinutes: 90,
      sectionCount: 2,
      itemCount: 4,
      drillCount: 2,
      deleted: false,
      published: false,
    });
    expect(record.totalMinutes).toBe(timingOfPlan(stream.state()).totalMinutes);
    expect(changed).toContain(`plan:${planId}`);
  });

  it('counts drill usage over non-deleted plans (the usage read model), in the drills read model too, and keeps it through rebuilds', async () => {
    const usage = async (drillId: string) => (await findDrillRecord(db, drillId, null))!.usageCount;
    const base = { a: await usage(drillA), b: await usage(drillB) };
    const planId = id();
    const stream = planStream(planId);
    stream.run({
      type: 'CreatePlan',
      data: { planId, ownerId: 'bob', metadata: metadata(), sections: sections(), copiedFrom: null, draftId: null },
    });
    await apply(stream.events.slice(-1));
    expect([await usage(drillA), await usage(drillB)]).toEqual([base.a + 1, base.b + 1]);
    expect(changed).toContain(`drill:${drillA}`);

    // Removing one of two uses of drill A keeps it used; deleting the plan drops both; restoring brings them back.
    const firstA = stream.state().sections[0]!.entries[0]!.id;
    await apply(stream.run({ type: 'RemoveItem', data: { itemId: firstA } }));
    expect(await usage(drillA)).toBe(base.a + 1);
    await apply(stream.run({ type: 'DeletePlan', data: {} }));
    expect([await usage(drillA), await usage(drillB)]).toEqual([base.a, base.b]);
    await apply(stream.run({ type: 'RestorePlan', data: {} }));
    expect(await usage(drillB)).toBe(base.b + 1);
    expect(await planIdsUsingDrill(db, drillB)).toContain(planId);

    // Rebuild usage from zero, then drills from zero: the counts come back either way.
    const before = [await usage(drillA), await usage(drillB)];
    const allPlanEvents = (await db.query<{ plan_id: string }>('SELECT plan_id FROM plans_view')).length;
    expect(allPlanEvents).toBeGreaterThan(0);
    await db.transaction((tx) => usageProjection.reset(tx));
    expect([await usage(drillA), await usage(drillB)]).toEqual([0, 0]);
    await apply(stream.events, [usageProjection]);
    await db.transaction((tx) => drillsProjection.reset(tx));
    await apply([drillCreated(drillA, 'Drill A'), drillCreated(drillB, 'Drill B')], [drillsProjection]);
    expect([await usage(drillA), await usage(drillB)]).toEqual([before[0]! - base.a, before[1]! - base.b]);
  });

  it('ignores replayed events (version guard)', async () => {
    const planId = id();
    const stream = planStream(planId);
    stream.run({
      type: 'CreatePlan',
      data: { planId, ownerId: 'ann', metadata: metadata(), sections: [], copiedFrom: null, draftId: null },
    });
    stream.run({ type: 'SetPlanMetadata', data: { changes: { name: 'Later name' } } });
    await apply(stream.events);
    await apply(stream.events.slice(0, 1));
    expect([(await findPlanSummary(db, planId, null))!.name, (await readPlanPage(db, planId, null))!.version]).toEqual([
      'Later name',
      2,
    ]);
  });

  it('counts votes on plans', async () => {
    const planId = id();
    const stream = planStream(planId);
    stream.run({
      type: 'CreatePlan',
      data: { planId, ownerId: 'ann', metadata: metadata(), sections: [], copiedFrom: null, draftId: null },
    });
    await apply(stream.events);
    await apply([
      recorded(`vote-plan-${planId}-bob`, 1, {
        type: 'VoteCast',
        data: { target: { type: 'plan', id: planId }, userId: 'bob', value: 1 },
      }),
    ]);
    await apply([
      recorded(`vote-plan-${planId}-cat`, 1, {
        type: 'VoteCast',
        data: { target: { type: 'plan', id: planId }, userId: 'cat', value: -1 },
      }),
    ]);
    await apply([
      recorded(`vote-plan-${planId}-cat`, 2, {
        type: 'VoteWithdrawn',
        data: { target: { type: 'plan', id: planId }, userId: 'cat' },
      }),
    ]);
    expect((await findPlanSummary(db, planId, 'bob'))!).toMatchObject({
      votes: { up: 1, down: 0, score: 1 },
      myVote: 1,
    });
  });

  it('lists with filters, search and sorts', async () => {
    const make = async (over: Partial<PlanMetadata>, secs: Section[] = [], ownerId = 'zed') => {
      const planId = id();
      const stream = planStream(planId);
      stream.run({
        type: 'CreatePlan',
        data: { planId, ownerId, metadata: metadata(over), sections: secs, copiedFrom: null, draftId: null },
      });
      await apply(stream.events);
      return planId;
    };
    const sport = 'basketball' as const;
    const a = await make({
      sport,
      name: 'Zone press',
      practiceGoals: ['conditioning', 'team-strategy'],
      phaseOfSeason: 'offseason',
      expectedParticipants: 10,
    });
    const b = await make(
      {
        sport,
        name: 'Shooting ladder',
        practiceGoals: ['conditioning'],
        phaseOfSeason: 'mid-season',
        expectedParticipants: 20,
      },
      sections(),
    );
    const c = await make({
      sport,
      name: 'Recovery walk',
      practiceGoals: ['recovery'],
      phaseOfSeason: null,
      expectedParticipants: null,
    });
    const ids = async (query: Partial<Parameters<typeof listPlans>[2]>) =>
      (
        await listPlans(db, { userId: null, teamIds: [] }, { sport, sort: 'name', page: 1, pageSize: 50, ...query })
      ).items.map((i) => i.id);
    expect(await ids({})).toEqual([c, b, a]);
    expect(await ids({ goals: ['conditioning', 'team-strategy'] })).toEqual([a]);
    expect(await ids({ goalsExclude: ['team-strategy'] })).toEqual([c, b]);
    expect(await ids({ phases: ['offseason', 'mid-season'] })).toEqual([b, a]);
    expect(await ids({ phasesExclude: ['offseason'] })).toEqual([c, b]);
    expect(await ids({ participantsMin: 15 })).toEqual([b]);
    expect(await ids({ participantsMax: 15 })).toEqual([a]);
    expect(await ids({ drillIds: [drillA, drillB] })).toEqual([b]);
    expect(await ids({ sort: 'duration', order: 'desc' })).toEqual([b, expect.any(String), expect.any(String)]);
    const search = await listPlans(
      db,
      { userId: null, teamIds: [] },
      { q: 'shoot', sort: 'newest', page: 1, pageSize: 10 },
    );
    expect([search.searchMode, search.items.map((i) => i.id)]).toEqual(['fulltext', [b]]);
    const fuzzy = await listPlans(
      db,
      { userId: null, teamIds: [] },
      { q: 'shootin lader', sort: 'newest', page: 1, pageSize: 10 },
    );
    expect([fuzzy.searchMode, fuzzy.items.map((i) => i.id)]).toEqual(['fuzzy', [b]]);
    const paged = await listPlans(db, { userId: null, teamIds: [] }, { sport, sort: 'name', page: 2, pageSize: 2 });
    expect([paged.items.map((i) => i.id), paged.total, paged.pageCount]).toEqual([[a], 3, 2]);
  });

  it("tells the library from the practices on a season calendar, and a person's edits from what a season template wrote", async () => {
    const sport = 'soccer' as const;
    const teamId = id();
    const season = { teamId, startDate: '2027-01-01', endDate: '2027-06-30' };
    const at = (minute: number) => `2027-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const create = (planId: string, over: Partial<PlanMetadata>, minute: number, cause: string | null) => {
      const stream = planStream(planId);
      stream.run(
        {
          type: 'CreatePlan',
          data: {
            planId,
            ownerId: 'gen',
            metadata: metadata({ sport, visibility: 'team', teamId, ...over }),
            sections: [],
            copiedFrom: null,
            draftId: null,
          },
        },
        at(minute),
        cause,
      );
      return stream;
    };
    // a library plan with a day of its own (not on any calendar), and two practices generated by a series
    const library = id();
    const dated = create(library, { name: 'Library plan', scheduledDate: '2027-02-02' }, 1, null);
    const [touched, untouched] = [id(), id()];
    const practices = [touched, untouched].map((planId, i) => {
      const stream = create(
        planId,
        { name: `Practice ${i}`, scheduledDate: '2027-02-0' + (3 + i) },
        2,
        SEASON_TEMPLATE_CAUSE,
      );
      stream.run(
        {
          type: 'SchedulePlan',
          data: { seasonId: 'season-1', date: `2027-02-0${3 + i}`, startTime: '18:00', durationMinutes: 90, season },
        },
        at(2),
        SEASON_TEMPLATE_CAUSE,
      );
      return stream;
    });
    await apply([...dated.events, ...practices[0]!.events, ...practices[1]!.events]);
    // a coach edits one practice; the template's propagation and publishing touch the other, which nobody edited
    await apply(
      practices[0]!.run({ type: 'SetPlanMetadata', data: { changes: { name: 'Practice 0, edited' } } }, at(5)),
    );
    await apply(
      practices[1]!.run(
        { type: 'SetPlanMetadata', data: { changes: { expectedParticipants: 14 } } },
        at(6),
        SEASON_TEMPLATE_CAUSE,
      ),
    );
    await apply(practices[1]!.run({ type: 'PublishPlan', data: { at: at(7) } }, at(7)));
    await apply(practices[0]!.run({ type: 'PublishPlan', data: { at: at(8) } }, at(8)));

    const scope = { userId: 'gen', teamIds: [teamId] };
    const ids = async (query: Partial<Parameters<typeof listPlans>[2]>) =>
      (await listPlans(db, scope, { sport, mine: true, sort: 'name', page: 1, pageSize: 50, ...query })).items.map(
        (i) => i.id,
      );
    expect(await ids({ show: 'plans' })).toEqual([library]);
    expect(await ids({ show: 'practices' })).toEqual([touched, untouched]);
    expect(await ids({ show: 'practices', sort: 'date', order: 'desc' })).toEqual([untouched, touched]);
    expect(await ids({ show: 'all' })).toEqual([library, touched, untouched]);
    expect(await ids({ show: 'all', edited: true, sort: 'edited' })).toEqual([touched, library]);
    const rows = await db.query<{ plan_id: string; season_id: string | null; edited_at: Date | string | null }>(
      'SELECT plan_id, season_id, edited_at FROM plans_view WHERE plan_id = ANY($1::text[])',
      [[library, touched, untouched]],
    );
    const row = (planId: string) => rows.find((r) => r.plan_id === planId)!;
    expect([row(library).season_id, row(touched).season_id, row(untouched).season_id]).toEqual([
      null,
      'season-1',
      'season-1',
    ]);
    expect(new Date(row(touched).edited_at!).toISOString()).toBe(at(5));
    expect(row(untouched).edited_at).toBeNull();
    // unscheduled, a practice goes back to the library
    await apply(practices[1]!.run({ type: 'UnschedulePlan', data: {} }, at(9)));
    expect(await ids({ show: 'plans' })).toEqual([library, untouched]);
  });
});
