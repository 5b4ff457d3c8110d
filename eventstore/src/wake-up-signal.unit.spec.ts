import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WakeUpSignal, backoffDelay } from './wake-up-signal';

describe('WakeUpSignal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a notification ends the wait before the timeout', async () => {
    const signal = new WakeUpSignal();
    let woke = false;
    const waiting = signal.wait(10_000).then(() => (woke = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(woke).toBe(false);
    signal.notify();
    await waiting;
    expect(woke).toBe(true);
  });

  it('remembers a notification that came while nobody waited, once', async () => {
    const signal = new WakeUpSignal();
    signal.notify();
    signal.notify();
    await signal.wait(10_000); // at once
    let woke = false;
    void signal.wait(500).then(() => (woke = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(woke).toBe(true);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 100, 1_000))).toEqual([100, 200, 400, 800]);
    expect(backoffDelay(5, 100, 1_000)).toBe(1_000);
    expect(backoffDelay(500, 100, 1_000)).toBe(1_000);
  });
});
