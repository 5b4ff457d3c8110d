import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { planDecider } from './plan.decider';
import type { PlanEvent } from './plan.events';
import { PLAN_ID, planCreated } from './testing/plan.fixture';

const spec = deciderSpec(planDecider);
const season = { teamId: 't1', startDate: '2026-09-01', endDate: '2026-12-15' };
const teamPlan = (): PlanEvent[] => [planCreated([], { teamId: 't1', visibility: 'team', startTime: '17:30' })];
const planId = () => PLAN_ID;
const scheduled = (): PlanEvent => ({
  type: 'PlanScheduled',
  data: {
    planId: planId(),
    seasonId: 's1',
    date: '2026-10-06',
    startTime: '17:30',
    durationMinutes: 90,
    previous: null,
  },
});

describe('plan decider: a practice on the season calendar', () => {
  it('schedules a team plan on a day of the season', () => {
    spec
      .given(teamPlan())
      .when({
        type: 'SchedulePlan',
        data: { seasonId: 's1', date: '2026-10-06', startTime: '17:30', durationMinutes: 90, season },
      })
      .then([scheduled()]);
  });
  it('moves it when scheduled again, and does nothing for the same place', () => {
    spec
      .given([...teamPlan(), scheduled()])
      .when({
        type: 'SchedulePlan',
        data: { seasonId: 's1', date: '2026-10-08', startTime: '17:30', durationMinutes: 90, season },
      })
      .then([
        {
          type: 'PlanScheduled',
          data: {
            planId: planId(),
            seasonId: 's1',
            date: '2026-10-08',
            startTime: '17:30',
            durationMinutes: 90,
            previous: { seasonId: 's1', date: '2026-10-06', startTime: '17:30', durationMinutes: 90 },
          },
        },
      ]);
    spec
      .given([...teamPlan(), scheduled()])
      .when({
        type: 'SchedulePlan',
        data: { seasonId: 's1', date: '2026-10-06', startTime: '17:30', durationMinutes: 90, season },
      })
      .thenNothingHappens();
  });
  it('refuses a day outside the season and a plan of another team (or nobody’s team)', () => {
    spec
      .given(teamPlan())
      .when({
        type: 'SchedulePlan',
        data: { seasonId: 's1', date: '2026-12-16', startTime: '17:30', durationMinutes: 90, season },
      })
      .thenThrows('SEASON.OUTSIDE_SEASON');
    spec
      .given(teamPlan())
      .when({
        type: 'SchedulePlan',
        data: {
          seasonId: 's1',
          date: '2026-10-06',
          startTime: '17:30',
          durationMinutes: 90,
          season: { ...season, teamId: 't2' },
        },
      })
      .thenThrows('PLAN.NOT_TEAM_PLAN');
    spec
      .given([planCreated([])])
      .when({
        type: 'SchedulePlan',
        data: { seasonId: 's1', date: '2026-10-06', startTime: '17:30', durationMinutes: 90, season },
      })
      .thenThrows('PLAN.NOT_TEAM_PLAN');
  });
  it('takes it off the calendar; its date then no longer moves by metadata alone while scheduled', () => {
    spec
      .given([...teamPlan(), scheduled()])
      .when({ type: 'UnschedulePlan', data: {} })
      .then([
        {
          type: 'PlanUnscheduled',
          data: {
            planId: planId(),
            schedule: { seasonId: 's1', date: '2026-10-06', startTime: '17:30', durationMinutes: 90 },
          },
        },
      ]);
    spec.given(teamPlan()).when({ type: 'UnschedulePlan', data: {} }).thenNothingHappens();
    spec
      .given([...teamPlan(), scheduled()])
      .when({ type: 'SetPlanMetadata', data: { changes: { scheduledDate: '2026-10-07' } } })
      .thenThrows('PLAN.SCHEDULED_IN_SEASON');
  });
  it('follows the plan’s start time: a new start time moves the practice on the calendar', () => {
    spec
      .given([
        ...teamPlan(),
        scheduled(),
        {
          type: 'PlanMetadataChanged',
          data: { planId: planId(), changes: { startTime: { from: '17:30', to: '18:00' } } },
        },
      ])
      .when({
        type: 'SchedulePlan',
        data: { seasonId: 's1', date: '2026-10-06', startTime: '18:00', durationMinutes: 90, season },
      })
      .thenNothingHappens();
  });
});
