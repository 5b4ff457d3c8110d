import { describe, expect, it } from 'vitest';
import { practiceSlotSummary } from './practice-slot';

describe('a practice slot as the week view words it', () => {
  it('says when nothing is planned yet', () => {
    expect(practiceSlotSummary({ durationMinutes: 90, plannedMinutes: 0 })).toBe(
      '1 h 30 min slot, nothing planned yet',
    );
  });
  it('gives one number when the plan fills the slot exactly', () => {
    expect(practiceSlotSummary({ durationMinutes: 90, plannedMinutes: 90 })).toBe('1 h 30 min planned');
  });
  it('gives planned of slot when the plan is shorter', () => {
    expect(practiceSlotSummary({ durationMinutes: 90, plannedMinutes: 75 })).toBe('1 h 15 min of 1 h 30 min planned');
  });
  it('says by how much a plan overruns its slot', () => {
    expect(practiceSlotSummary({ durationMinutes: 90, plannedMinutes: 105 })).toBe(
      '1 h 45 min planned, 15 min over the 1 h 30 min slot',
    );
  });
});
