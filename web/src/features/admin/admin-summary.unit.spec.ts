import { describe, expect, it } from 'vitest';
import { projectionStatus, type ProjectionHealth } from './admin-summary';
import { formatLagSeconds, formatRelative, humaniseEventType } from './format-admin';

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
  it('formats lag, relative times and event types', () => {
    expect(formatLagSeconds(0.2)).toBe('under 1 s');
    expect(formatLagSeconds(42)).toBe('42 s');
    expect(formatLagSeconds(600)).toBe('10 min');
    expect(formatLagSeconds(10_800)).toBe('3 h');
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(formatRelative('2026-01-01T11:58:00Z', now)).toMatch(/2 minutes ago/);
    expect(formatRelative('not a date', now)).toBe('not a date');
    expect(humaniseEventType('PracticePlanItemMoved')).toBe('Practice plan item moved');
    expect(humaniseEventType('user.registered')).toBe('User registered');
  });
});
