import { describe, expect, it } from 'vitest';
import { calendarDateSchema, dateTimeSchema, pageNumberSchema, pageSizeSchema, rowLimitSchema } from './input-ranges';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('the ranges every input is held to', () => {
  it('takes calendar dates from 1900-01-01 to 2200-12-31, and real dates only', () => {
    for (const date of ['1900-01-01', '2026-09-01', '2200-12-31', '2028-02-29'])
      expect(ok(calendarDateSchema, date), date).toBe(true);
    for (const date of [
      '1899-12-31',
      '2201-01-01',
      '0000-01-01',
      '9999-12-31',
      '+10000-01-01',
      '-000001-01-01',
      '2026-02-29',
      '2026-13-01',
      '',
    ])
      expect(ok(calendarDateSchema, date), date).toBe(false);
    expect(calendarDateSchema.safeParse('9999-12-31').error?.issues[0]?.message).toBe(
      'Use a date between 1900-01-01 and 2200-12-31.',
    );
  });

  it('takes dates and times with their offset in the same years', () => {
    const schema = dateTimeSchema('Give a date and time.');
    expect(ok(schema, '2026-09-01T18:00:00Z')).toBe(true);
    expect(ok(schema, '2200-12-31T23:59:59+02:00')).toBe(true);
    for (const value of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1899-12-31T23:00:00Z', '2026-09-01'])
      expect(ok(schema, value), value).toBe(false);
  });

  it('bounds pages, page sizes and row limits, and takes a blank as the default', () => {
    expect(pageNumberSchema().parse(undefined)).toBe(1);
    expect(pageNumberSchema().parse('')).toBe(1);
    expect(pageNumberSchema().parse('100000')).toBe(100_000);
    for (const value of ['0', '100001', '1e308', '1.5', 'NaN', 'Infinity', '-1'])
      expect(ok(pageNumberSchema(), value), value).toBe(false);
    expect(ok(pageNumberSchema(10_000), '10001')).toBe(false);
    expect(pageSizeSchema(25).parse('')).toBe(25);
    expect(pageSizeSchema(25).parse('100')).toBe(100);
    expect(pageSizeSchema(25).safeParse('101').error?.issues[0]?.message).toBe('At most 100 per page.');
    expect(rowLimitSchema(50, 200, 'rows a page').safeParse('201').error?.issues[0]?.message).toBe(
      'At most 200 rows a page.',
    );
    expect(rowLimitSchema(50, 200).parse(undefined)).toBe(50);
  });
});
