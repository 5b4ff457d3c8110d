import { describe, expect, it } from 'vitest';
import { createFirstPageSignal } from './first-page-shown';

/** Frames and tasks run only when the test says so. */
function fakeWindow(Observer?: typeof PerformanceObserver) {
  const pending: Array<() => void> = [];
  return {
    requestAnimationFrame: (callback: FrameRequestCallback) => (pending.push(() => callback(0)), 1),
    // Only the zero-delay tasks run; the observer's time limit never comes in these tests.
    setTimeout: ((callback: () => void, ms?: number) =>
      ms ? 0 : pending.push(callback)) as unknown as Window['setTimeout'],
    PerformanceObserver: Observer,
    async flush() {
      await new Promise((done) => setImmediate(done));
      while (pending.length) {
        pending.shift()!();
        await new Promise((done) => setImmediate(done));
      }
    },
  };
}

/** A PerformanceObserver that reports the first contentful paint when the test says so. */
function fakePaints() {
  const observers: Array<(list: { getEntries(): { name: string }[] }) => void> = [];
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntries(): { name: string }[] }) => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  return {
    Observer: Observer as unknown as typeof PerformanceObserver,
    paint: () => observers.forEach((callback) => callback({ getEntries: () => [{ name: 'first-contentful-paint' }] })),
  };
}

describe('the first page shown', () => {
  it('waits for the first page to be committed, then for the first contentful paint', async () => {
    const paints = fakePaints();
    const win = fakeWindow(paints.Observer);
    const signal = createFirstPageSignal();
    let shown = false;
    void signal.shown(win).then(() => (shown = true));
    await win.flush();
    expect(shown).toBe(false);
    signal.committed();
    await win.flush();
    expect(shown).toBe(false);
    paints.paint();
    await win.flush();
    expect(shown).toBe(true);
  });
});
