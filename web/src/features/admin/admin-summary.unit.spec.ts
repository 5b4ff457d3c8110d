import { describe, expect, it } from 'vitest';
import { projectionStatus, type ProjectionHealth } from './admin-summary';
import { formatLagSeconds } from './format-admin';

const projection = (overrides: Partial<ProjectionHealth>): ProjectionHealth => ({
  name: 'drill-list',
  lagEvents: 0,
  lagSeconds: 0,
  lastError: null,
  leaseholder: 'host-1',
  eventsProcessed: 10,
  ...overrides,
});

describe('projectionStatus', () => {
  it('names the worst state first', () => {
    expect(projectionStatus(projection({}))).toBe('current');
    expect(projectionStatus(projection({ lagEvents: 5, lagSeconds: 2 }))).toBe('catching-up');
    expect(projectionStatus(projection({ lagEvents: 5, lagSeconds: 90 }))).toBe('behind');
    expect(projectionStatus(projection({ lagEvents: 5000, lagSeconds: 2 }))).toBe('behind');
    expect(projectionStatus(projection({ lagEvents: 5, leaseholder: null }))).toBe('stopped');
    expect(projectionStatus(projection({ lagEvents: 0, lastError: 'boom' }))).toBe('error');
  });
});

describe('admin formatting', () => {
  it('formats lag', () => {
    expect(formatLagSeconds(0.2)).toBe('under 1 s');
    expect(formatLagSeconds(42)).toBe('42 s');
    expect(formatLagSeconds(600)).toBe('10 min');
    expect(formatLagSeconds(10_800)).toBe('3 h');
    expect(formatLagSeconds(4_000)).toBe('1 h 7 min');
  });
});
