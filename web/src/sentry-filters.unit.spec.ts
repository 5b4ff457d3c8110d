import type { ErrorEvent } from '@sentry/react';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api/api-error';
import { beforeBreadcrumb, beforeSend, beforeSendSpan, isNoiseError, isNotFoundError } from './sentry-filters';
import { FILTERED } from './sentry-scrub';

const errorEvent = (overrides: Partial<ErrorEvent> = {}): ErrorEvent => ({
  type: undefined,
  exception: { values: [{ type: 'Error', value: 'boom' }] },
  request: { url: 'https://sideline.test/seasons/1/view?token=s3cret' },
  breadcrumbs: [
    { category: 'navigation', data: { from: '/login?next=%2Fplans%3Ftoken%3Dabc', to: '/plans?token=abc' } },
    { category: 'fetch', data: { url: '/api/seasons/1/feed.ics?token=abc', method: 'GET', status_code: 200 } },
  ],
  ...overrides,
});

describe('the Sentry filter', () => {
  it('does not report 404s: API not-found errors and router 404 responses', () => {
    expect(
      beforeSend(errorEvent(), { originalException: new ApiError(404, 'PLAN.NOT_FOUND', 'No such plan') }),
    ).toBeNull();
    expect(
      beforeSend(errorEvent(), {
        originalException: { status: 404, statusText: 'Not Found', data: null, internal: false },
      }),
    ).toBeNull();
    expect(isNotFoundError(new Response(null, { status: 404 }))).toBe(true);
  });

  it('reports other errors', () => {
    expect(beforeSend(errorEvent(), { originalException: new ApiError(500, 'X', 'Server error') })).not.toBeNull();
    expect(beforeSend(errorEvent(), { originalException: new ApiError(403, 'X', 'Forbidden') })).not.toBeNull();
    expect(beforeSend(errorEvent(), { originalException: new TypeError('x is undefined') })).not.toBeNull();
    expect(isNotFoundError(data('nope', { status: 403 }))).toBe(false);
  });

  it('scrubs tokens from the request URL and breadcrumbs', () => {
    const sent = beforeSend(errorEvent(), { originalException: new Error('boom') });
    const text = JSON.stringify(sent);
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('abc');
    expect(sent?.request?.url).toBe(`https://sideline.test/seasons/1/view?token=${FILTERED}`);
    expect(sent?.breadcrumbs?.[1]?.data).toEqual({
      url: `/api/seasons/1/feed.ics?token=${FILTERED}`,
      method: 'GET',
      status_code: 200,
    });
  });

  it('drops cookies and authorization headers', () => {
    const event = errorEvent({
      request: {
        url: '/',
        cookies: { sid: 'x' },
        headers: { Cookie: 'sid=x', Authorization: 'Bearer y', 'User-Agent': 'UA' },
      },
    });
    const sent = beforeSend(event, { originalException: new Error('boom') });
    expect(sent?.request?.cookies).toBeUndefined();
    expect(sent?.request?.headers).toEqual({ Cookie: FILTERED, Authorization: FILTERED, 'User-Agent': 'UA' });
  });

  it('ignores known noise', () => {
    expect(isNoiseError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isNoiseError(new Error('ResizeObserver loop completed with undelivered notifications.'))).toBe(true);
    const extensionError = new Error('oops');
    extensionError.stack = 'Error: oops\n    at run (chrome-extension://abcdef/content.js:1:1)';
    expect(isNoiseError(extensionError)).toBe(true);
    expect(isNoiseError(new Error('Cannot read properties of undefined'))).toBe(false);

    const resizeEvent = errorEvent({
      exception: { values: [{ type: 'Error', value: 'ResizeObserver loop limit exceeded' }] },
    });
    expect(beforeSend(resizeEvent, { originalException: undefined })).toBeNull();
    const extensionEvent = errorEvent({
      exception: {
        values: [
          { type: 'TypeError', value: 'x', stacktrace: { frames: [{ filename: 'moz-extension://id/script.js' }] } },
        ],
      },
    });
    expect(beforeSend(extensionEvent, { originalException: undefined })).toBeNull();
  });

  it('scrubs breadcrumbs as they are recorded, and spans before they are sent', () => {
    expect(beforeBreadcrumb({ category: 'navigation', data: { to: '/x?token=1' } })?.data?.to).toBe(
      `/x?token=${FILTERED}`,
    );
    expect(beforeBreadcrumb({ message: 'open /y?code=2' })?.message).toBe(`open /y?code=${FILTERED}`);
    const span = beforeSendSpan({
      name: 'GET /api/seasons/1/feed.ics?token=abc',
      attributes: { 'url.full': 'https://s.test/api/seasons/1/feed.ics?token=abc', 'http.response.status_code': 200 },
    });
    expect(span.name).toBe(`GET /api/seasons/1/feed.ics?token=${FILTERED}`);
    expect(span.attributes['url.full']).toBe(`https://s.test/api/seasons/1/feed.ics?token=${FILTERED}`);
  });
});
