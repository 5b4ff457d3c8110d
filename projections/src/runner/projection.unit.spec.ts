import { describe, expect, it } from 'vitest';
import { defineProjection, handlesEvent, projectionNamesFor, type Projection } from './projection';

const projection = (name: string, handles: Projection['handles']): Projection => ({
  name,
  version: 1,
  handles,
  migrations: [],
  reset: async () => {},
  apply: async () => {},
});

describe('projection definitions', () => {
  it('defineProjection accepts a good definition and refuses bad names and versions', () => {
    expect(defineProjection(projection('plan-list', ['PlanCreated'])).name).toBe('plan-list');
    expect(() => defineProjection(projection('Plan List', []))).toThrow(/name/);
    expect(() => defineProjection({ ...projection('plans', []), version: 0 })).toThrow(/version/);
    expect(() => defineProjection({ ...projection('plans', []), version: 1.5 })).toThrow(/version/);
  });

  it('handlesEvent and projectionNamesFor pick the projections an event type concerns', () => {
    const all = [
      projection('plans', ['PlanCreated', 'PlanRenamed']),
      projection('audit', 'all'),
      projection('drills', ['DrillCreated']),
    ];
    expect(handlesEvent(all[0]!, 'PlanRenamed')).toBe(true);
    expect(handlesEvent(all[0]!, 'DrillCreated')).toBe(false);
    expect(handlesEvent(all[1]!, 'Anything')).toBe(true);
    expect(projectionNamesFor(all, ['PlanRenamed'])).toEqual(['plans', 'audit']);
    expect(projectionNamesFor(all, [])).toEqual([]);
  });
});
