/** Looks again after a notification of a transaction not visible yet: 25 ms, doubling to 400 ms apart. */
const FIRST_LOOK_MS = 25;
const MAX_LOOK_MS = 400;

/**
 * The one rule of every log reader that is woken by notifications (the projection runner, subscriptions): a notified
 * transaction at or past what the reader has read is not visible yet (the log shows only what lies below the oldest
 * transaction still running, anyone's), so it looks again shortly instead of waiting for its poll; after a whole poll
 * interval unseen, the polls take it from there. A notification of what it has read costs no look.
 */
export class UnseenNotifications {
  private notifiedUpTo = 0n;
  private since: number | null = null;
  private looks = 0;

  constructor(private readonly pollIntervalMs: number) {}

  /** A notification, with the appending transaction's id when it names one. */
  notified(transactionId: bigint | null): void {
    if (transactionId !== null && transactionId > this.notifiedUpTo) this.notifiedUpTo = transactionId;
  }

  /**
   * After a read that has seen every transaction below `readBelow`: how long to wait before looking again, or null
   * when nothing notified is missing (wait for the next notification or poll).
   */
  lookAgainIn(readBelow: bigint, now = Date.now()): number | null {
    if (this.notifiedUpTo >= readBelow) {
      this.since ??= now;
      if (now - this.since < this.pollIntervalMs) return Math.min(MAX_LOOK_MS, FIRST_LOOK_MS * 2 ** this.looks++);
      this.notifiedUpTo = readBelow - 1n; // still unseen after a poll interval: the polls take it from here
    }
    this.since = null;
    this.looks = 0;
    return null;
  }
}
