import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiFetch, parseRetryAfter } from './api-fetch';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { user: { id: '1' } }));
    const result = await apiFetch('/api/auth/register', { method: 'POST', json: { email: 'a@b.co' } });
    expect(result).toEqual({ user: { id: '1' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"email":"a@b.co"}');
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('returns undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/auth/logout', { method: 'POST', json: {} })).resolves.toBeUndefined();
  });

  it('turns a validation error into an ApiError with field errors', async () => {
    stubFetch(
      jsonResponse(400, {
        error: {
          code: 'VALIDATION.FAILED',
          message: 'Some fields need attention.',
          details: {
            fields: { email: ['That email is already registered.'], password: ['Too common.', 'Too short.'] },
          },
        },
      }),
    );
    const error = await caught(apiFetch('/api/auth/register', { method: 'POST', json: {} }));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('VALIDATION.FAILED');
    expect(apiError.message).toBe('Some fields need attention.');
    expect(apiError.fieldErrors).toEqual({
      email: ['That email is already registered.'],
      password: ['Too common.', 'Too short.'],
    });
    expect(apiError.retryAfter).toBeNull();
  });

  it('reads retry-after (seconds) from a 429', async () => {
    stubFetch(
      jsonResponse(
        429,
        { error: { code: 'AUTH.RATE_LIMITED', message: 'Too many sign-in attempts.' } },
        { 'retry-after': '42' },
      ),
    );
    const error = (await caught(apiFetch('/api/auth/login', { method: 'POST', json: {} }))) as ApiError;
    expect(error.status).toBe(429);
    expect(error.code).toBe('AUTH.RATE_LIMITED');
    expect(error.retryAfter).toBe(42);
    expect(error.fieldErrors).toEqual({});
  });

  it('falls back to the status when the error body is not JSON', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await caught(apiFetch('/api/admin/summary'))) as ApiError;
    expect(error.status).toBe(502);
    expect(error.code).toBe('HTTP.502');
    expect(error.message).toBe('Bad Gateway');
  });

  it('ignores malformed field errors instead of crashing', async () => {
    stubFetch(
      jsonResponse(400, { error: { code: 'X', message: 'Bad.', details: { fields: { a: 'one', b: [1, ''] } } } }),
    );
    const error = (await caught(apiFetch('/api/x'))) as ApiError;
    expect(error.fieldErrors).toEqual({ a: ['one'] });
  });

  it('reports an unreachable server as a network ApiError (status 0)', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = (await caught(apiFetch('/api/auth/me'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it('asks again, with the same Idempotency-Key, when the server was too busy to take a command', async () => {
    vi.useFakeTimers();
    try {
      const answers = [
        jsonResponse(503, { error: { code: 'SERVER.BUSY', message: 'Busy.' } }, { 'retry-after': '1' }),
        jsonResponse(200, { id: 'd1' }),
      ];
      const fetchMock = vi.fn(async (_path: string, _init: RequestInit) => answers.shift()!);
      vi.stubGlobal('fetch', fetchMock);
      const pending = apiFetch<{ id: string }>('/api/drills', { method: 'POST', json: { name: 'Rondo' } });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await pending).toEqual({ id: 'd1' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init.headers).get('idempotency-key'));
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the coach the server is busy when it stays busy', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi.fn(async () =>
        jsonResponse(503, { error: { code: 'SERVER.BUSY', message: 'Busy.' } }, { 'retry-after': '1' }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const pending = caught(apiFetch('/api/drills'));
      await vi.advanceTimersByTimeAsync(10_000);
      const error = (await pending) as ApiError;
      expect(error.status).toBe(503);
      expect(error.retryAfter).toBe(1);
      expect(fetchMock).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rethrows aborts untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    stubFetch(abort);
    await expect(apiFetch('/api/auth/me')).rejects.toBe(abort);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('0', now)).toBe(1);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
