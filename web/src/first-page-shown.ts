import { useEffect } from 'react';

type Win = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & { PerformanceObserver?: typeof PerformanceObserver };

/** The next paint after the current frame: a frame to render in, then a task after it. */
const afterNextPaint = (win: Win) =>
  new Promise<void>((done) => win.requestAnimationFrame(() => win.setTimeout(done, 0)));

/** The browser's first contentful paint has happened (at most `limitMs` of waiting where it is never reported). */
function firstContentfulPaint(win: Win, limitMs = 5000): Promise<void> {
  const Observer = win.PerformanceObserver;
  // Older browsers have no supportedEntryTypes (and some no observer at all).
  const entryTypes: readonly string[] | undefined = Observer?.supportedEntryTypes;
  if (!Observer || !entryTypes?.includes('paint')) return Promise.resolve();
  return new Promise<void>((done) => {
    const observer = new Observer((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
    win.setTimeout(() => {
      observer.disconnect();
      done();
    }, limitMs);
  });
}

export interface FirstPageSignal {
  /** the root layout calls it when it first commits: the router renders it with the first page inside */
  committed(): void;
  /** resolves once the first page is committed and painted */
  shown(win?: Win): Promise<void>;
}

export function createFirstPageSignal(): FirstPageSignal {
  let committed!: () => void;
  const firstCommit = new Promise<void>((done) => (committed = done));
  return {
    committed,
    shown: (win = window) =>
      firstCommit
        .then(() => afterNextPaint(win))
        .then(() => firstContentfulPaint(win))
        .then(() => afterNextPaint(win)),
  };
}

/**
 * The app's signal: work the first view does not need (the error reporter's SDK) waits for `firstPageShown()`.
 * The root layout is first committed with the first page in it (the router renders nothing but its fallback before
 * the page's loaders and code are in), so its first effect marks the page committed.
 */
const appSignal = createFirstPageSignal();
export const firstPageShown = () => appSignal.shown();
export function useMarkFirstPageCommitted(): void {
  useEffect(() => appSignal.committed(), []);
}
