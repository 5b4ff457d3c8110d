import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { classifyRouteError } from './classify-route-error';
import { errorDetailsText } from './error-details';

describe('classifyRouteError', () => {
  it('reads router responses by status', () => {
    const notFound = new ErrorResponse(404, 'Not Found', 'Page not found');
    expect(isRouteErrorResponse(notFound)).toBe(true);
    expect(classifyRouteError(notFound)).toMatchObject({ kind: 'not-found', status: 404 });
    expect(classifyRouteError(new ErrorResponse(403, 'Forbidden', null))).toMatchObject({ kind: 'forbidden' });
    expect(classifyRouteError(new ErrorResponse(401, 'Unauthorized', null))).toMatchObject({ kind: 'unauthenticated' });
    expect(classifyRouteError(new ErrorResponse(502, 'Bad Gateway', null))).toMatchObject({
      kind: 'server',
      status: 502,
    });
  });

  it('reads API errors by status, and no answer as offline', () => {
    expect(classifyRouteError(new ApiError(404, 'PLAN.NOT_FOUND', 'x'))).toMatchObject({
      kind: 'not-found',
      code: 'PLAN.NOT_FOUND',
    });
    expect(classifyRouteError(new ApiError(403, 'X', 'x'))).toMatchObject({ kind: 'forbidden' });
    expect(classifyRouteError(new ApiError(0, 'NETWORK.UNREACHABLE', 'x'))).toMatchObject({ kind: 'offline' });
    expect(classifyRouteError(new ApiError(500, 'X', 'x'))).toMatchObject({ kind: 'server', status: 500 });
  });

  it('treats anything else as a 500', () => {
    expect(classifyRouteError(new TypeError('x is not a function'))).toEqual({
      kind: 'server',
      status: 500,
      code: null,
      message: 'TypeError: x is not a function',
    });
  });
});

describe('errorDetailsText', () => {
  it('lists what an operator needs, without tokens', () => {
    const text = errorDetailsText(
      { kind: 'server', status: 500, code: 'DB.DOWN', message: 'failed GET /api/x?token=abc' },
      '/seasons/1/view?token=abc',
      'release-1',
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(text).toContain('Time: 2026-01-02T03:04:05.000Z');
    expect(text).toContain('Status: 500');
    expect(text).toContain('Code: DB.DOWN');
    expect(text).toContain('Release: release-1');
    expect(text).not.toContain('abc');
  });
});
