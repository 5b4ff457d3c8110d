/** Pure layout of the season timeline: days, months, and sections packed into lanes. No React, no I/O. */
import { formatMonth } from '../../ui/format/date-formats';

export interface Day {
  date: string;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  dayOfMonth: number;
  index: number;
}

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const dayIndex = (start: string, date: string) => Math.round((utc(date) - utc(start)) / DAY_MS);
export const addDays = (date: string, days: number) => isoDay(utc(date) + days * DAY_MS);

/** Every day from start to end (inclusive). */
export function daysOf(start: string, end: string): Day[] {
  const count = dayIndex(start, end) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const at = new Date(utc(start) + index * DAY_MS);
    return { date: isoDay(at.getTime()), weekday: at.getUTCDay(), dayOfMonth: at.getUTCDate(), index };
  });
}

export interface MonthSpan {
  key: string;
  label: string;
  firstIndex: number;
  days: number;
}

/** The months the days fall in, with where each starts and how many of its days are shown. */
export function monthsOf(days: readonly Day[]): MonthSpan[] {
  const months: MonthSpan[] = [];
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const last = months[months.length - 1];
    if (last && last.key === key) last.days += 1;
    else months.push({ key, label: formatMonth(`${key}-01`), firstIndex: day.index, days: 1 });
  }
  return months;
}

/** Ranges packed into as few lanes as possible, in their given order: a range goes into the first lane it fits. */
export function packLanes<T extends { startDate: string; endDate: string }>(ranges: readonly T[]): T[][] {
  const lanes: T[][] = [];
  for (const range of ranges) {
    const lane = lanes.find((l) =>
      l.every((other) => range.endDate < other.startDate || range.startDate > other.endDate),
    );
    if (lane) lane.push(range);
    else lanes.push([range]);
  }
  return lanes;
}

/** Today in a time zone, "YYYY-MM-DD" (the team's today, not the browser's). */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
