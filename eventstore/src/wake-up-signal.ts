/**
 * A latch between a notification source and one waiting loop. A notification that arrives while the loop is
 * busy is remembered, so the next wait returns at once and nothing committed meanwhile is left unread.
 */
export class WakeUpSignal {
  private pending = false;
  private wake: (() => void) | undefined;

  notify(): void {
    this.pending = true;
    this.wake?.();
  }

  /**
   * Resolves on the next notification (or a remembered one), or after `timeoutMs` — the polling fallback: true when a
   * notification woke it, false when the time ran out.
   */
  wait(timeoutMs: number): Promise<boolean> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const done = (notified: boolean) => {
        clearTimeout(timer);
        this.wake = undefined;
        this.pending = false;
        resolve(notified);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.wake = () => done(true);
    });
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Exponential backoff with a cap: 1st retry `baseMs`, doubling, never above `maxMs`. */
export function backoffDelay(attempt: number, baseMs = 250, maxMs = 30_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 20)));
}
