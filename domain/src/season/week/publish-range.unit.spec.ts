import { describe, expect, it } from 'vitest';
import { publishRangeSchema } from './publish-range';

describe('publishRangeSchema', () => {
  it('takes two calendar days, the last on or after the first', () => {
    expect(publishRangeSchema.parse({ from: '2027-03-01', to: '2027-03-07' })).toEqual({
      from: '2027-03-01',
      to: '2027-03-07',
    });
    expect(publishRangeSchema.parse({ from: '2027-03-01', to: '2027-03-01' })).toEqual({
      from: '2027-03-01',
      to: '2027-03-01',
    });
  });

  it('names the field that is wrong', () => {
    const issues = (input: unknown) =>
      publishRangeSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ from: '2027-03-07', to: '2027-03-01' })).toEqual([
      ['to', 'The last day comes on or after the first.'],
    ]);
    expect(issues({ from: '2027-02-30', to: '2027-03-01' })).toEqual([['from', 'Use a date like 2025-09-14.']]);
    expect(issues({ from: '2027-03-01' })?.map(([path]) => path)).toEqual(['to']);
    expect(issues({ from: '2027-03-01', to: '2027-03-02', seasonId: 'x' })?.map(([path]) => path)).toEqual(['']);
  });
});
