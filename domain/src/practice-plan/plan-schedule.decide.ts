import { validationError } from '../shared/errors';
import type { SchedulePlan, UnschedulePlan } from './plan.commands';
import type { PlanEvent } from './plan.events';
import type { PlanFacts } from './plan.state';

/** A practice of a team goes on that team's season, on a day inside it. */
export function decideSchedule(command: SchedulePlan | UnschedulePlan, plan: PlanFacts): PlanEvent[] {
  if (command.type === 'UnschedulePlan') {
    return plan.schedule ? [{ type: 'PlanUnscheduled', data: { planId: plan.planId, schedule: plan.schedule } }] : [];
  }
  const { seasonId, date, startTime, durationMinutes, season } = command.data;
  if (plan.metadata.teamId !== season.teamId) {
    throw validationError('PLAN.NOT_TEAM_PLAN', "Only a plan of the season's team can be one of its practices.", {
      planId: ["Choose a plan of the season's team."],
    });
  }
  if (date < season.startDate || date > season.endDate) {
    const message = `The practice day must lie inside the season (${season.startDate} to ${season.endDate}).`;
    throw validationError('SEASON.OUTSIDE_SEASON', message, { date: [message] });
  }
  const next = { seasonId, date, startTime, durationMinutes };
  const previous = plan.schedule ?? null;
  if (previous && JSON.stringify(previous) === JSON.stringify(next)) return [];
  return [{ type: 'PlanScheduled', data: { planId: plan.planId, ...next, previous } }];
}
