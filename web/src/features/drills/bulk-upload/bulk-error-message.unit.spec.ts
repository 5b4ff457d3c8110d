import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { bulkErrorMessage, refusedRowMessages } from './bulk-error-message';

describe('bulk upload error messages', () => {
  it('shows file problems as the server words them', () => {
    const missing = new ApiError(400, 'BULK.MISSING_COLUMNS', 'The file has no “Name” column.', {
      file: ['The file has no “Name” column.'],
    });
    expect(bulkErrorMessage(missing)).toBe('The file has no “Name” column.');
    expect(bulkErrorMessage(new ApiError(400, 'BULK.MALFORMED_CSV', 'The CSV file is malformed near line 3.'))).toBe(
      'The CSV file is malformed near line 3.',
    );
  });

  it('shows field messages of a refused request instead of a generic line', () => {
    const tooBig = new ApiError(400, 'REQUEST.INVALID_BODY', 'One field needs attention.', {
      contentBase64: ['The file is larger than 8 MB.'],
    });
    expect(bulkErrorMessage(tooBig)).toBe('The file is larger than 8 MB.');
  });

  it('has a friendly line for every other 4xx', () => {
    expect(bulkErrorMessage(new ApiError(413, 'REQUEST.TOO_LARGE', 'too large'))).toMatch(
      /too large to upload \(over 12 MB/,
    );
    expect(bulkErrorMessage(new ApiError(401, 'AUTH.REQUIRED', 'x'))).toBe('Please sign in to continue.');
    expect(bulkErrorMessage(new ApiError(403, 'POLICY.FORBIDDEN', 'x'))).toMatch(/Only the coach who ran this import/);
    expect(bulkErrorMessage(new ApiError(404, 'BULK.BATCH_NOT_FOUND', 'x'))).toMatch(/no longer exists/);
    expect(bulkErrorMessage(new ApiError(409, 'BULK.BATCH_UNDONE', 'This import was undone; start a new one.'))).toBe(
      'This import was undone; start a new one.',
    );
    expect(bulkErrorMessage(new ApiError(429, 'RATE.LIMITED', 'Too many requests.', {}, 30))).toMatch(/30 seconds/);
  });

  it('names refused rows by their sheet row', () => {
    const refused = new ApiError(400, 'BULK.INVALID_ROWS', '1 row', {}, null, {
      rows: [{ index: 1, fields: { name: ['Give the drill a name.'] } }],
    });
    expect(refusedRowMessages(refused, [7, 9, 12])).toEqual(['Row 9: Give the drill a name.']);
    expect(refusedRowMessages(new Error('x'), [1])).toEqual([]);
  });
});
