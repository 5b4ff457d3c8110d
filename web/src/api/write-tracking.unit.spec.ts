import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-fetch';
import { newCommandKey, noteReadAfter, onlyOwnCommands, readAfterHeader, resetWriteTracking } from './write-tracking';

afterEach(() => {
  resetWriteTracking();
  vi.unstubAllGlobals();
});

describe('read-after tokens', () => {
  it('keeps the latest position per read model and sends them all', () => {
    noteReadAfter('plans=10:100,drills=9:90', 0);
    noteReadAfter('plans=9:99', 1_000);
    noteReadAfter('plans=11:101', 2_000);
    expect(readAfterHeader(3_000)).toBe('plans=11:101,drills=9:90');
  });

  it('forgets writes after half a minute, and ignores what it cannot read', () => {
    noteReadAfter('plans=10:100,<garbage>,drills=x', 0);
    expect(readAfterHeader(10_000)).toBe('plans=10:100');
    expect(readAfterHeader(40_000)).toBeNull();
  });
});

describe('own commands', () => {
  it('knows the keys it made, and only a notice made wholly of them is "own"', () => {
    const mine = newCommandKey();
    expect(onlyOwnCommands([mine])).toBe(true);
    expect(onlyOwnCommands([mine, crypto.randomUUID()])).toBe(false);
    expect(onlyOwnCommands([])).toBe(false);
  });
});

describe('apiFetch and writes', () => {
  const ok = (headers: Record<string, string> = {}) =>
    new Response('{}', { status: 200, headers: { 'content-type': 'application/json', ...headers } });

  it('sends one Idempotency-Key per command and the same key again when the connection failed', async () => {
    const calls: Headers[] = [];
    let first = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(new Headers(init.headers));
        if (first) {
          first = false;
          throw new TypeError('Failed to fetch');
        }
        return ok({ 'x-read-after': 'plans=5:50' });
      }),
    );
    await apiFetch('/api/practice-plans/p/commands', { method: 'POST', json: {} });
    expect(calls).toHaveLength(2);
    const key = calls[0]!.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]!.get('idempotency-key')).toBe(key);
    expect(onlyOwnCommands([key!])).toBe(true);
  });

  it('a read after a write carries the write’s position; reads carry no key', async () => {
    const calls: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(new Headers(init.headers));
        return ok(calls.length === 1 ? { 'x-read-after': 'drills=7:70' } : {});
      }),
    );
    await apiFetch('/api/drills', { method: 'POST', json: {} });
    await apiFetch('/api/drills');
    expect(calls[1]!.get('x-read-after')).toBe('drills=7:70');
    expect(calls[1]!.get('idempotency-key')).toBeNull();
  });

  it('does not resend a read that failed on the network', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/drills')).rejects.toMatchObject({ code: 'NETWORK.UNREACHABLE' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
