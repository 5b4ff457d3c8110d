import { moveOccurrenceSchema, updateRecurrenceSchema } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { apiIssuesByField, fieldOf, issuesByField } from './field-issues';

describe('where a series form shows a message', () => {
  it('puts each schema message beside the field it names', () => {
    const checked = updateRecurrenceSchema.safeParse({
      changes: { pattern: { kind: 'weekly', weekdays: [], intervalWeeks: 9 }, durationMinutes: 5 },
      scope: { kind: 'following', from: 'soon' },
    });
    expect(checked.success).toBe(false);
    const placed = issuesByField(checked.error!.issues);
    expect(placed.pattern).toContain('Choose at least one weekday.');
    expect(placed.pattern).toContain('At most every 8 weeks.');
    expect(placed.durationMinutes).toBe('A practice is at least 15 minutes.');
    expect(Object.keys(placed).sort()).toEqual(['durationMinutes', 'from', 'pattern']);
  });

  it('says "change at least one detail" for the form as a whole', () => {
    const checked = updateRecurrenceSchema.safeParse({ changes: {}, scope: { kind: 'all' } });
    expect(issuesByField(checked.error!.issues)).toEqual({ form: 'Change at least one detail.' });
  });

  it('places a move by its date and time', () => {
    const checked = moveOccurrenceSchema.safeParse({ date: '2027-02-30x', startTime: '25:00' });
    expect(Object.keys(issuesByField(checked.error!.issues)).sort()).toEqual(['date', 'startTime']);
  });

  it("places the server's field errors the same way, and nothing for an error without fields", () => {
    expect(
      apiIssuesByField(
        new ApiError(400, 'RECURRENCE.OUTSIDE_SEASON', 'Outside.', {
          'changes.pattern.weekdays': ['No.'],
          from: ['Not a date of the series.'],
        }),
      ),
    ).toEqual({ pattern: 'No.', from: 'Not a date of the series.' });
    expect(apiIssuesByField(new ApiError(409, 'COMMAND.CONCURRENT_EDIT', 'Again.'))).toBeNull();
    expect(fieldOf(['scope', 'from'])).toBe('from');
  });
});
