/**
 * How every date and time reads in the app: a few named formats in the viewer's locale, built once. Dates follow the
 * locale ("Nov 27, 2026", "27 Nov 2026"); times are the 24-hour clock everywhere ("17:05"), the clock practice plans
 * and team start times are typed and printed in, so an instant and a plan's clock never read differently.
 *
 * Two kinds of input: an instant (ISO date-time, Date or epoch ms), shown in the viewer's time zone, and a calendar
 * day ("2026-11-27", a season's or practice's date), shown as that day whatever the viewer's zone. Durations are
 * `formatMinutes` from @sideline/domain, the one duration function.
 */
export type DateInput = string | number | Date;

export interface DateFormats {
  /** "Nov 27, 2026" */
  day: (value: DateInput) => string;
  /** "Fri, Nov 27, 2026" */
  dayWithWeekday: (value: DateInput) => string;
  /** "Nov 2026" (a calendar's month heading) */
  month: (value: DateInput) => string;
  /** "17:05" (an instant in the viewer's zone) */
  time: (value: DateInput) => string;
  /** "17:05" from a wall clock ("17:05", a plan's or team's time); anything else as it is */
  clock: (value: string) => string;
  /** "Nov 27, 2026, 17:05" */
  dateTime: (value: DateInput) => string;
  /** "3 minutes ago", "yesterday", "in 2 hours"; a week or more away: the day */
  relative: (value: DateInput, now?: number) => string;
  /** "Nov 3 – 9, 2026", "Oct 3, 2026 – Jul 24, 2027"; one day when both ends agree */
  dayRange: (start: DateInput, end: DateInput) => string;
  /** "18:30–18:45" from two wall clocks, "18:30" when the end is missing or the same */
  clockRange: (start: string, end: string | null) => string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
/**
 * ICU puts thin and narrow no-break spaces in some formats; plain spaces read the same and match in searches and tests.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** A calendar day as noon UTC (formatted in UTC, so no zone moves it to another day); an instant as it is. */
function parse(value: DateInput): { at: Date; calendarDay: boolean } {
  if (typeof value === 'string' && CALENDAR_DAY.test(value))
    return { at: new Date(`${value}T12:00:00Z`), calendarDay: true };
  return { at: value instanceof Date ? value : new Date(value), calendarDay: false };
}

/** The formats for one locale and zone; `undefined` is the viewer's own (tests pass fixed ones). */
export function dateFormatsFor(locale?: string, timeZone?: string): DateFormats {
  const pair = (options: Intl.DateTimeFormatOptions) => ({
    zoned: new Intl.DateTimeFormat(locale, { ...options, timeZone }),
    utc: new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }),
  });
  const day = pair(DAY);
  const weekday = pair({ ...DAY, weekday: 'short' });
  const month = pair({ year: 'numeric', month: 'short' });
  const time = pair(TIME);
  const dateTime = pair({ ...DAY, ...TIME });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });

  const using = (formats: ReturnType<typeof pair>) => (value: DateInput) => {
    const { at, calendarDay } = parse(value);
    if (Number.isNaN(at.getTime())) return String(value);
    return plainSpaces((calendarDay ? formats.utc : formats.zoned).format(at));
  };
  const clock = (value: string) => {
    const match = WALL_CLOCK.exec(value);
    return match ? plainSpaces(time.utc.format(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])))) : value;
  };

  return {
    day: using(day),
    dayWithWeekday: using(weekday),
    month: using(month),
    time: using(time),
    clock,
    dateTime: using(dateTime),
    relative(value, now = Date.now()) {
      const { at } = parse(value);
      if (Number.isNaN(at.getTime())) return String(value);
      const seconds = Math.round((at.getTime() - now) / 1000);
      const abs = Math.abs(seconds);
      if (abs < 45) return relative.format(0, 'second');
      if (abs < 2_700) return relative.format(Math.round(seconds / 60), 'minute');
      if (abs < 79_200) return relative.format(Math.round(seconds / 3_600), 'hour');
      if (abs < 6.5 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
      return using(day)(value);
    },
    dayRange(start, end) {
      const from = parse(start);
      const to = parse(end);
      if (Number.isNaN(from.at.getTime()) || Number.isNaN(to.at.getTime())) return `${String(start)} – ${String(end)}`;
      const formats = from.calendarDay && to.calendarDay ? day.utc : day.zoned;
      if (formats.format(from.at) === formats.format(to.at)) return plainSpaces(formats.format(from.at));
      return plainSpaces(
        from.at < to.at ? formats.formatRange(from.at, to.at) : `${formats.format(from.at)} – ${formats.format(to.at)}`,
      );
    },
    clockRange(start, end) {
      return end === null || end === start ? clock(start) : `${clock(start)}–${clock(end)}`;
    },
  };
}

const shown = dateFormatsFor();

export const formatDay = shown.day;
export const formatDayWithWeekday = shown.dayWithWeekday;
export const formatMonth = shown.month;
export const formatTime = shown.time;
export const formatClock = shown.clock;
export const formatDateTime = shown.dateTime;
export const formatRelative = shown.relative;
export const formatDayRange = shown.dayRange;
export const formatClockRange = shown.clockRange;
