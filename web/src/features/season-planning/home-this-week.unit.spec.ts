import type { SeasonWeek } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { upcomingPractices } from './home-this-week';

const practice = (planId: string, published: boolean) => ({
  planId,
  name: `Practice ${planId}`,
  startTime: '17:30',
  durationMinutes: 90,
  plannedMinutes: 75,
  published,
  attendance: { going: 0, 'not-going': 0, maybe: 0 },
  myAnswer: null,
  can: { publish: false, answer: false },
});
const day = (date: string, weekday: string, practices: ReturnType<typeof practice>[]) => ({
  date,
  weekday,
  inSeason: true,
  markers: [],
  practices,
});

const week: SeasonWeek = {
  teamId: 't1',
  season: { id: 's1', name: 'Season', startDate: '2026-09-01', endDate: '2027-06-30' },
  weekStart: '2026-11-23',
  previousWeek: '2026-11-16',
  nextWeek: '2026-11-30',
  today: '2026-11-25',
  timeZone: 'Europe/London',
  days: [
    day('2026-11-24', 'Tuesday', [practice('past', true)]),
    day('2026-11-25', 'Wednesday', [practice('today', false)]),
    day('2026-11-26', 'Thursday', [practice('thu', true)]),
  ],
  can: { readAll: true, create: true },
};

describe("home's this week", () => {
  it('lists the practices from today on, in day order, with their team', () => {
    expect(upcomingPractices(week, 'Rapids').map((p) => [p.planId, p.weekday, p.published, p.teamName])).toEqual([
      ['today', 'Wednesday', false, 'Rapids'],
      ['thu', 'Thursday', true, 'Rapids'],
    ]);
  });
  it('has nothing for a week without practices', () => {
    expect(upcomingPractices({ ...week, days: week.days.map((d) => ({ ...d, practices: [] })) }, 'Rapids')).toEqual([]);
  });
});
