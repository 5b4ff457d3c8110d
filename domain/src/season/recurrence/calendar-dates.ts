/** Plain calendar arithmetic on "YYYY-MM-DD" (no zone: these are the team's local dates). */
const MS_PER_DAY = 86_400_000;

export const toUtcMidnight = (date: string): Date => new Date(`${date}T00:00:00Z`);
export const fromUtcMidnight = (value: Date): string => value.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtcMidnight(new Date(toUtcMidnight(date).getTime() + days * MS_PER_DAY));
}

/** 0 Sunday … 6 Saturday */
export const weekdayOf = (date: string): number => toUtcMidnight(date).getUTCDay();

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first day of the week holding `date`, for weeks that start on `weekStart` (0 Sunday … 6 Saturday). */
export function startOfWeek(date: string, weekStart: number): string {
  return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** A practice's day as a coach reads it in a list: "Tue 1 Sep 2026". */
export function practiceDayLabel(date: string): string {
  const day = toUtcMidnight(date);
  return `${WEEKDAY_NAMES[day.getUTCDay()]!.slice(0, 3)} ${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]!.slice(0, 3)} ${day.getUTCFullYear()}`;
}

/** The name a practice gets on the calendar: its template's name (or "Practice") and its day. */
export function practiceName(date: string, templateName?: string): string {
  return `${templateName ?? 'Practice'} – ${practiceDayLabel(date)}`;
}
