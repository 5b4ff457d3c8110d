import { describe, expect, it } from 'vitest';
import { SEASON_TEMPLATE_CAUSE, isPersonsEdit, planListShowSchema } from './plan-list-show';

describe('which plans a list shows', () => {
  it('is the library of plans unless asked otherwise', () => {
    expect(planListShowSchema.parse(undefined)).toBe('plans');
    expect(['plans', 'practices', 'all'].map((show) => planListShowSchema.parse(show))).toEqual([
      'plans',
      'practices',
      'all',
    ]);
    expect(planListShowSchema.safeParse('calendar').error?.issues[0]?.message).toBe(
      'Show is one of plans, practices, all.',
    );
  });
});

describe('isPersonsEdit', () => {
  it('counts what a person changed, not what a season template wrote, nor publishing', () => {
    expect(isPersonsEdit('PlanItemDurationSet', null)).toBe(true);
    expect(isPersonsEdit('PlanCreated', 'some-version-restored')).toBe(true);
    expect(isPersonsEdit('PlanCreated', SEASON_TEMPLATE_CAUSE)).toBe(false);
    expect(isPersonsEdit('PlanItemDurationSet', SEASON_TEMPLATE_CAUSE)).toBe(false);
    expect(isPersonsEdit('PlanPublished', null)).toBe(false);
    expect(isPersonsEdit('PlanUnpublished', null)).toBe(false);
  });
});
