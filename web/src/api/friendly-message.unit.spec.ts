import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { formatWait, friendlyMessage } from './friendly-message';

const apiError = (status: number, message = '', retryAfter: number | null = null, fields = {}) =>
  new ApiError(status, `HTTP.${status}`, message, fields, retryAfter);

describe('friendlyMessage', () => {
  it('has a plain message for each status', () => {
    expect(friendlyMessage(apiError(401))).toBe('Please sign in to continue.');
    expect(friendlyMessage(apiError(403))).toBe("You don't have permission to do that.");
    expect(friendlyMessage(apiError(404))).toMatch(/couldn't find/);
    expect(friendlyMessage(apiError(409))).toMatch(/Someone else changed this/);
    expect(friendlyMessage(apiError(412))).toMatch(/Someone else changed this/);
    expect(friendlyMessage(apiError(500))).toMatch(/try again in a moment/);
    expect(friendlyMessage(apiError(503))).toMatch(/try again in a moment/);
  });

  it('tells people to slow down, with the wait', () => {
    expect(friendlyMessage(apiError(429, 'Too many sign-in attempts.', 90))).toBe(
      'Too many sign-in attempts. Try again in 1 minute 30 seconds.',
    );
    expect(friendlyMessage(apiError(429, '', 5))).toBe('Too many attempts. Please slow down. Try again in 5 seconds.');
    // The server already said when: do not repeat it.
    expect(friendlyMessage(apiError(429, 'Slow down: try again in a minute.', 60))).toBe(
      'Slow down: try again in a minute.',
    );
  });

  it('points at the fields for validation errors, or uses the server message', () => {
    expect(friendlyMessage(apiError(400, 'Bad input.', null, { email: ['Required.'] }))).toMatch(/next to them/);
    expect(friendlyMessage(apiError(400, 'That plan is already published.'))).toBe('That plan is already published.');
  });

  it('recognises being offline', () => {
    expect(friendlyMessage(new ApiError(0, 'NETWORK.UNREACHABLE', 'x'))).toMatch(/offline/);
  });

  it('has a generic message for unknown errors', () => {
    expect(friendlyMessage(new Error('boom'))).toMatch(/unexpected/);
  });
});

describe('formatWait', () => {
  it('says minutes and seconds', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(59.2)).toBe('1 minute');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(125)).toBe('2 minutes 5 seconds');
  });
});
