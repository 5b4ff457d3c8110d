import { describe, expect, it } from 'vitest';
import { subscribeToAll, type LogReader } from './subscription';
import type { LogPosition, RecordedEvent } from './types';

const event = (transactionId: number, type = 'T'): RecordedEvent =>
  ({
    transactionId: BigInt(transactionId),
    globalPosition: BigInt(transactionId),
    streamId: 's',
    streamVersion: 1,
    eventId: `e${transactionId}`,
    type,
    data: {},
    metadata: {},
    recordedAt: new Date(),
  }) as unknown as RecordedEvent;

const after = (position: LogPosition, e: RecordedEvent) =>
  e.transactionId > position.transactionId ||
  (e.transactionId === position.transactionId && e.globalPosition > position.globalPosition);

/**
 * A log in memory, as PostgreSQL shows it: a transaction is visible once every older one has ended. `hold(n)` keeps
 * transactions from `n` on out of sight (someone else's older transaction still open); `release()` ends that.
 */
function memoryLog() {
  const events: RecordedEvent[] = [];
  let heldFrom: bigint | null = null;
  let nextTransaction = 1n;
  let notify: (transactionId: bigint | null) => void = () => {};
  const reads: LogPosition[] = [];
  const reader: LogReader = {
    async onAppend(onAppend) {
      notify = onAppend;
      return async () => {};
    },
    async readVisible(from, limit, filter) {
      reads.push(from);
      const visibleBelow = heldFrom ?? nextTransaction;
      const found = events
        .filter(
          (e) => e.transactionId < visibleBelow && after(from, e) && (!filter?.types || filter.types.includes(e.type)),
        )
        .slice(0, limit);
      return { events: found, visibleBelow };
    },
  };
  return {
    reader,
    reads,
    append(type = 'T') {
      const e = event(Number(nextTransaction++), type);
      events.push(e);
      notify(e.transactionId);
      return e;
    },
    hold() {
      heldFrom = nextTransaction;
    },
    release() {
      heldFrom = null;
    },
  };
}

const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a subscription', () => {
  it('looks again shortly when a notified transaction is not visible yet, instead of waiting for the next poll', async () => {
    const log = memoryLog();
    const seen: bigint[] = [];
    const subscription = subscribeToAll(log.reader, {
      pollIntervalMs: 60_000,
      onEvents: async (events) => void seen.push(...events.map((e) => e.transactionId)),
    });
    await settle();
    log.hold();
    const appendedAt = performance.now();
    log.append();
    await settle(60);
    expect(seen).toEqual([]);
    log.release();
    await expect.poll(() => seen, { timeout: 2_000, interval: 5 }).toEqual([1n]);
    expect(performance.now() - appendedAt).toBeLessThan(1_000);
    await subscription.stop();
  });

  it('reads once for a notification of events its filter leaves out, and starts its next read past them', async () => {
    const log = memoryLog();
    const seen: string[] = [];
    const subscription = subscribeToAll(log.reader, {
      pollIntervalMs: 60_000,
      filter: { types: ['Wanted'] },
      onEvents: async (events) => void seen.push(...events.map((e) => e.type)),
    });
    await settle();
    const before = log.reads.length;
    log.append('Other');
    log.append('Other');
    await settle(600);
    expect(log.reads.length - before).toBeLessThanOrEqual(2); // one read per wake-up, no quick looks after it
    const wanted = log.append('Wanted');
    await expect.poll(() => seen, { timeout: 2_000, interval: 5 }).toEqual(['Wanted']);
    // The read that found it started past the two left out, not from the start of the log.
    expect(log.reads.at(-1)!.transactionId).toBeGreaterThanOrEqual(wanted.transactionId - 1n);
    expect(subscription.position().transactionId).toBeGreaterThanOrEqual(wanted.transactionId);
    await subscription.stop();
  });

  it('goes back to its poll interval when a notified transaction stays out of sight for a whole interval', async () => {
    const log = memoryLog();
    const subscription = subscribeToAll(log.reader, { pollIntervalMs: 500, onEvents: async () => {} });
    await settle();
    log.hold();
    const before = log.reads.length;
    log.append();
    await settle(1_500);
    // quick looks (25 ms doubling to 400 ms) for one interval, then one read per poll: never a tight loop
    const reads = log.reads.length - before;
    expect(reads).toBeGreaterThanOrEqual(4);
    expect(reads).toBeLessThanOrEqual(9);
    log.release();
    await subscription.stop();
  });
});
