import {
  planDecider,
  seasonDecider,
  teamDecider,
  type Decider,
  type PlanMetadata,
  type SeasonMarker,
  type SeasonSection,
  type TeamDetails,
} from '@sideline/domain';
import type { Database, RecordedEvent } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { testMetadata } from '@sideline/eventstore/testing/test-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PROJECTIONS, migrateProjections } from '../catalog';
import { plansProjection } from '../practice-plans';
import { handlesEvent } from '../runner';
import { teamsProjection } from '../teams';
import { seasonPracticesProjection } from './season-practices.projection';
import { seasonsProjection } from './seasons.projection';
import { findSeason, seasonCoverageOf, seasonPracticeDates, seasonTimeline, teamSeasons } from './seasons.queries';

let position = BigInt(Date.now()) * 1000n;
/** A stream decided by the domain's own decider, as recorded events. */
function stream<C, E extends { type: string; data: unknown }, S>(
  decider: Decider<C, E, S>,
  streamId: string,
  streamType: string,
) {
  const events: RecordedEvent[] = [];
  let state = decider.initialState();
  return {
    events,
    run(command: C) {
      for (const event of decider.decide(command, state)) {
        state = decider.evolve(state, event);
        position += 1n;
        events.push({
          globalPosition: position,
          transactionId: position,
          streamId,
          streamType,
          streamVersion: events.length + 1,
          eventId: crypto.randomUUID(),
          type: event.type,
          data: event.data,
          metadata: testMetadata(),
          recordedAt: new Date(),
        });
      }
    },
  };
}

const details: TeamDetails = {
  name: 'Riverside Rays',
  description: '',
  sport: 'quadball',
  timeZone: 'Europe/Berlin',
  firstDayOfWeek: 1,
  practiceStartTime: '17:30',
  practiceMinutes: 90,
};
const section = (id: string, over: Partial<SeasonSection> = {}): SeasonSection => ({
  id,
  name: `Section ${id}`,
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  colour: '#2563eb',
  notes: '',
  visibleToMembers: true,
  defaultSections: [],
  linkedItems: [],
  ...over,
});
const marker = (id: string, over: Partial<SeasonMarker> = {}): SeasonMarker => ({
  id,
  type: 'game',
  title: `Game ${id}`,
  startDate: '2026-10-03',
  endDate: '2026-10-03',
  time: '14:00',
  durationMinutes: 90,
  colour: '#e11d48',
  notes: '',
  visibleToMembers: true,
  ...over,
});
const metadata = (teamId: string, name: string): PlanMetadata => ({
  name,
  description: '',
  sport: 'quadball',
  phaseOfSeason: null,
  practiceGoals: [],
  expectedParticipants: null,
  startTime: '17:30',
  visibility: 'team',
  editableByOthers: true,
  teamId,
  scheduledDate: null,
  targetMinutes: null,
});

describe.each(databaseTargets())('seasons read models on $name', (target) => {
  let db: Database;
  const changed: string[] = [];
  const ctx = { changed: (key: string) => void changed.push(key) };
  const apply = (events: RecordedEvent[]) =>
    db.transaction(async (tx) => {
      for (const projection of [teamsProjection, plansProjection, seasonsProjection, seasonPracticesProjection]) {
        const mine = events.filter((e) => handlesEvent(projection, e.type));
        if (mine.length > 0) await projection.applyBatch(tx, mine, ctx);
      }
    });
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, ALL_PROJECTIONS);
  });
  afterAll(() => db.close());

  it('keeps seasons, the active one, sections in order, markers and practices, showing members only what is theirs', async () => {
    const teamId = crypto.randomUUID();
    const seasonId = crypto.randomUUID();
    const other = crypto.randomUUID();
    const team = stream(teamDecider, `team-${teamId}`, 'team');
    const season = stream(seasonDecider, `season-${seasonId}`, 'season');
    const second = stream(seasonDecider, `season-${other}`, 'season');
    team.run({ type: 'CreateTeam', data: { teamId, details, createdBy: 'olga' } });
    season.run({
      type: 'CreateSeason',
      data: {
        seasonId,
        teamId,
        details: { name: 'Fall 2026', startDate: '2026-09-01', endDate: '2026-12-15', templatePlanId: null },
        createdBy: 'olga',
      },
    });
    second.run({
      type: 'CreateSeason',
      data: {
        seasonId: other,
        teamId,
        details: { name: 'Spring 2027', startDate: '2027-02-01', endDate: '2027-05-31', templatePlanId: null },
        createdBy: 'olga',
      },
    });
    season.run({ type: 'AddSeasonSection', data: { section: section('a'), index: null } });
    season.run({
      type: 'AddSeasonSection',
      data: {
        section: section('b', { startDate: '2026-09-20', endDate: '2026-12-15', visibleToMembers: false }),
        index: null,
      },
    });
    season.run({ type: 'ReorderSeasonSections', data: { sectionIds: ['b', 'a'] } });
    season.run({ type: 'AddSeasonMarker', data: { marker: marker('m1') } });
    season.run({
      type: 'AddSeasonMarker',
      data: { marker: marker('m2', { visibleToMembers: false, type: 'deadline', time: null, durationMinutes: null }) },
    });
    season.run({
      type: 'RotateSeasonShareLink',
      data: { kind: 'view', linkId: 'l1', rotatedBy: 'olga', at: '2026-11-24T12:00:00.000Z' },
    });
    team.run({ type: 'ActivateSeason', data: { seasonId: other, seasonTeamId: teamId } });
    team.run({ type: 'ActivateSeason', data: { seasonId, seasonTeamId: teamId } });
    const planIds = [crypto.randomUUID(), crypto.randomUUID()];
    const plans = planIds.map((planId, i) => {
      const plan = stream(planDecider, `plan-${planId}`, 'plan');
      plan.run({
        type: 'CreatePlan',
        data: {
          planId,
          ownerId: 'olga',
          metadata: metadata(teamId, `Practice ${i}`),
          sections: [
            {
              id: crypto.randomUUID(),
              name: 'Main',
              goals: [],
              notes: '',
              targetMinutes: null,
              entries: [
                {
                  id: crypto.randomUUID(),
                  kind: 'activity',
                  drillId: null,
                  formationId: null,
                  title: 'Scrimmage',
                  durationMinutes: 60,
                  notes: '',
                },
              ],
            },
          ],
          copiedFrom: null,
          draftId: null,
        },
      });
      plan.run({
        type: 'SchedulePlan',
        data: {
          seasonId,
          date: `2026-09-2${i + 2}`,
          startTime: '17:30',
          durationMinutes: 90,
          season: { teamId, startDate: '2026-09-01', endDate: '2026-12-15' },
        },
      });
      return plan;
    });
    plans[0]!.run({ type: 'PublishPlan', data: { at: '2026-09-01T00:00:00.000Z' } });
    plans[1]!.run({ type: 'SetPlanMetadata', data: { changes: { startTime: '18:00', name: 'Moved practice' } } });
    const all = [...team.events, ...season.events, ...second.events, ...plans.flatMap((p) => p.events)].sort((a, b) =>
      Number(a.globalPosition - b.globalPosition),
    );
    // In two batches, the second replaying part of the first: nothing applied twice.
    await apply(all.slice(0, 12));
    await apply(all.slice(8));

    expect(await teamSeasons(db, teamId)).toEqual({
      activeSeasonId: seasonId,
      items: [
        expect.objectContaining({ id: other, active: false }),
        expect.objectContaining({ id: seasonId, active: true, name: 'Fall 2026' }),
      ],
    });
    expect(await findSeason(db, seasonId)).toMatchObject({ startDate: '2026-09-01', endDate: '2026-12-15', teamId });
    const staff = (await seasonTimeline(db, seasonId, true))!;
    expect(staff.team).toEqual({ id: teamId, name: 'Riverside Rays', timeZone: 'Europe/Berlin', firstDayOfWeek: 1 });
    expect(staff.sections.map((s) => [s.id, s.order])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
    expect(staff.markers.map((m) => m.id)).toEqual(['m2', 'm1']); // same day: all-day first
    expect(staff.practices).toEqual([
      {
        planId: planIds[0],
        name: 'Practice 0',
        date: '2026-09-22',
        startTime: '17:30',
        durationMinutes: 90,
        published: true,
      },
      {
        planId: planIds[1],
        name: 'Moved practice',
        date: '2026-09-23',
        startTime: '18:00',
        durationMinutes: 90,
        published: false,
      },
    ]);
    expect(staff.shareLinks).toEqual({ view: '2026-11-24T12:00:00.000Z', calendar: null });
    const member = (await seasonTimeline(db, seasonId, false))!;
    expect([
      member.sections.map((s) => s.id),
      member.markers.map((m) => m.id),
      member.practices.map((p) => p.planId),
    ]).toEqual([['a'], ['m1'], [planIds[0]]]);
    expect(await seasonPracticeDates(db, seasonId)).toEqual(['2026-09-22', '2026-09-23']);
    expect(await seasonCoverageOf(db, seasonId, true)).toMatchObject({
      practiceCount: 2,
      totalMinutes: 120,
      byPositionGroup: [{ key: 'team', minutes: 120 }],
    });
    expect(changed).toEqual(expect.arrayContaining([`season:${seasonId}`, `team-seasons:${teamId}`]));

    plans[0]!.run({ type: 'DeletePlan', data: {} });
    season.run({ type: 'RemoveSeasonMarker', data: { markerId: 'm1' } });
    await apply([...plans[0]!.events.slice(-1), ...season.events.slice(-1)]);
    expect((await seasonTimeline(db, seasonId, true))!.practices.map((p) => p.planId)).toEqual([planIds[1]]);
    expect((await seasonTimeline(db, seasonId, true))!.markers.map((m) => m.id)).toEqual(['m2']);
  });
});
