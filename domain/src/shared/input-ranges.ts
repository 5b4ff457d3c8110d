import { z } from 'zod';

/**
 * The ranges every date, page and row count the API takes is held to, in one place: the work a request causes
 * follows from these numbers, and a value outside them is a 400 naming the field, never a 500 further down (a week
 * view of 9999-12-31 once built dates in year 10000; PostgreSQL has no year 0).
 */
export const INPUT_RANGES = {
  /** calendar years a date may name: a team's seasons, practices and history all lie well inside */
  years: { min: 1900, max: 2200 },
  /** the deepest page of any paged list (its offset is work for the database) */
  page: 100_000,
  /** rows on one page of any paged list */
  pageSize: 100,
} as const;

const { min, max } = INPUT_RANGES.years;
const FIRST_DAY = `${min}-01-01`;
const LAST_DAY = `${max}-12-31`;
const yearOf = (value: string) => Number(value.slice(0, 4));
const inYears = (value: string) => yearOf(value) >= min && yearOf(value) <= max;
const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

/** "YYYY-MM-DD", a real calendar date between 1900-01-01 and 2200-12-31. */
export const calendarDateSchema = z.iso
  .date({ error: 'Use a date like 2025-09-14.' })
  .refine(inYears, { message: `Use a date between ${FIRST_DAY} and ${LAST_DAY}.` });

/** An ISO 8601 date and time with its offset, in the same years as calendar dates. */
export const dateTimeSchema = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .refine(inYears, { message: `Use a date and time between ${FIRST_DAY} and ${LAST_DAY}.` });

/** `?page=`: 1 up to `deepest` (the list's own bound when it has a smaller one); blank is the first page. */
export const pageNumberSchema = (deepest: number = INPUT_RANGES.page) =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: 'Page must be a number.' })
      .int('Page must be a whole number.')
      .min(1, 'Pages start at 1.')
      .max(deepest, 'That page is too far.')
      .default(1),
  );

/** `?pageSize=`: 1 up to 100 (or the list's own smaller bound); blank is the list's default. */
export const pageSizeSchema = (fallback: number, most: number = INPUT_RANGES.pageSize) =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: 'Page size must be a number.' })
      .int('Page size must be a whole number.')
      .min(1, 'At least 1 per page.')
      .max(most, `At most ${most} per page.`)
      .default(fallback),
  );

/** `?limit=`: rows of a list read in one go, 1 up to `most`. */
export const rowLimitSchema = (fallback: number, most: number, rows = 'rows') =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: 'Limit must be a number.' })
      .int('Limit must be a whole number.')
      .min(1, 'At least 1 row.')
      .max(most, `At most ${most} ${rows}.`)
      .default(fallback),
  );
