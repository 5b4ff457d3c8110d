import * as rruleModule from 'rrule';
import { validationError } from '../../shared/errors';
import { SEASON_LIMITS, daysBetween } from '../season.schemas';
import { daysInMonth, fromUtcMidnight, MONTH_NAMES, ordinal, toUtcMidnight } from './calendar-dates';
import type { RecurrencePattern, WeekStart } from './recurrence.model';

// rrule ships CommonJS for Node and ES modules for bundlers: take RRule from whichever shape arrived.
// (Looked up by key: the bundler warns about a `.default` it can see is missing from the ES build.)
type RRuleModule = typeof import('rrule');
const namespace: Record<string, unknown> = rruleModule;
const rrule = (namespace['RRule'] ? namespace : namespace['default']) as RRuleModule;
const { RRule } = rrule;

/** rrule's weekdays are Monday 0 … Sunday 6; ours (like Date.getDay) Sunday 0 … Saturday 6. */
const rruleDay = (day: number) => (day + 6) % 7;

/**
 * What one expansion of a rule may build, whoever asks (preview, create, edit, generation): a series lies inside its
 * season, so the span allows a season's length plus the weeks an "every N weeks" anchor may lie before it; a rule
 * gives at most one date a day, so the count cap is never reached by a span that passed. Checked before a date is made.
 */
export const RULE_EXPANSION_LIMITS = {
  days: SEASON_LIMITS.days + 7 * 8,
  dates: SEASON_LIMITS.days + 7 * 8 + 1,
} as const;

export function ruleRangeTooLong(days: number) {
  const message = `This range covers ${days} days; a recurring practice spans at most ${SEASON_LIMITS.days} days (its season's length).`;
  return validationError('RECURRENCE.RANGE_TOO_LONG', message, { endDate: [message] });
}

export interface RuleDates {
  /** the dates the rule gives, in order */
  dates: string[];
  /** months the rule passes over for a month day they do not have (day 31 in June…), with the reason */
  missingMonthDays: { date: string; reason: string }[];
}

/**
 * The local dates a pattern gives between `from` and `to` (inclusive), counting "every N weeks" from the week of
 * `anchor` (weeks starting on `weekStart`). RRULE (RFC 5545) through the rrule library, on floating dates: the rule
 * works on calendar days, and the time of day is put into the team's zone afterwards, per date.
 */
export function ruleDates(
  pattern: RecurrencePattern,
  anchor: string,
  from: string,
  to: string,
  weekStart: WeekStart,
): RuleDates {
  if (to < from) return { dates: [], missingMonthDays: [] };
  const first = anchor < from ? anchor : from;
  const span = daysBetween(first, to);
  if (!(span <= RULE_EXPANSION_LIMITS.days)) throw ruleRangeTooLong(span);
  const dtstart = toUtcMidnight(first);
  const until = toUtcMidnight(to);
  const rule =
    pattern.kind === 'weekly'
      ? new RRule({
          freq: RRule.WEEKLY,
          interval: pattern.intervalWeeks,
          byweekday: [...new Set(pattern.weekdays)].map(rruleDay),
          wkst: rruleDay(weekStart),
          dtstart: toUtcMidnight(anchor),
          until,
        })
      : new RRule({ freq: RRule.MONTHLY, bymonthday: [...new Set(pattern.monthDays)], dtstart, until });
  const dates = rule
    .all((_date, count) => count < RULE_EXPANSION_LIMITS.dates)
    .map(fromUtcMidnight)
    .filter((date) => date >= from && date <= to);
  return { dates, missingMonthDays: pattern.kind === 'monthly' ? missingMonthDays(pattern.monthDays, from, to) : [] };
}

/** Every month between the dates that lacks one of the chosen days: that month has no practice on it. */
function missingMonthDays(monthDays: number[], from: string, to: string): RuleDates['missingMonthDays'] {
  const missing: RuleDates['missingMonthDays'] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  while (`${year}-${String(month).padStart(2, '0')}` <= last) {
    const length = daysInMonth(year, month);
    for (const day of [...new Set(monthDays)].sort((a, b) => a - b)) {
      if (day <= length) continue;
      const date = `${year}-${String(month).padStart(2, '0')}-${String(length).padStart(2, '0')}`;
      if (date < from || date > to) continue;
      missing.push({
        date,
        reason: `${MONTH_NAMES[month - 1]} ${year} has no ${ordinal(day)}: the series skips that month (no practice is moved to another day).`,
      });
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return missing;
}
