import type { PreviewContext } from '../recurrence-preview';
import type { RecurrenceSeries } from '../recurrence.model';

/** Tests only: a Tue/Thu 17:30 series over a season in Berlin, autumn 2026 to spring 2027 (both clock changes). */
export const tueThu = (over: Partial<RecurrenceSeries> = {}): RecurrenceSeries => ({
  id: 'r1',
  name: 'Tue/Thu practice',
  pattern: { kind: 'weekly', weekdays: [2, 4], intervalWeeks: 1 },
  startDate: '2026-09-01',
  endDate: '2027-05-31',
  anchorDate: '2026-09-01',
  startTime: '17:30',
  durationMinutes: 90,
  templatePlanId: null,
  exceptionDates: [],
  skipMarkerTypes: [],
  moved: {},
  cancelled: [],
  ...over,
});

export const berlin = (over: Partial<PreviewContext> = {}): PreviewContext => ({
  zone: 'Europe/Berlin',
  weekStart: 1,
  season: { startDate: '2026-08-01', endDate: '2027-06-30' },
  markers: [],
  generated: {},
  ...over,
});
