import { describe, expect, it } from 'vitest';
import { START } from './positions';
import { subscribeToAll, type LogReader } from './subscription';
import type { RecordedEvent } from './types';

const event = (position: number): RecordedEvent =>
  ({ transactionId: BigInt(position), globalPosition: BigInt(position), streamId: 's', streamVersion: position, eventId: `e${position}`, type: 'T', data: {}, metadata: {}, recordedAt: new Date() }) as unknown as RecordedEvent;

/**
 * A log whose newest event becomes visible only on the second read after its notification, as on PostgreSQL while
 * someone else's older transaction is still open.
 */
function logWithLateVisibility() {
  let notify = () => {};
  let visible: RecordedEvent[] = [];
  let hidden: RecordedEvent[] = [];
  let readsSinceAppend = 0;
  const reader: LogReader = {
    async onAppend(onAppend) {
      notify = () => onAppend(null);
      return async () => {};
    },
    async readAll(after) {
      if (hidden.length > 0 && ++readsSinceAppend >= 2) {
        visible = [...visible, ...hidden];
        hidden = [];
      }
      return visible.filter((e) => e.globalPosition > after.globalPosition);
    },
  };
  return {
    reader,
    append(e: RecordedEvent) {
      hidden.push(e);
      readsSinceAppend = 0;
      notify();
    },
  };
}

describe('a subscription', () => {
  it('looks again shortly when a notification finds nothing visible yet, instead of waiting for the next poll', async () => {
    const log = logWithLateVisibility();
    const seen: bigint[] = [];
    const subscription = subscribeToAll(log.reader, { after: START, pollIntervalMs: 60_000, onEvents: async (events) => void seen.push(...events.map((e) => e.globalPosition)) });
    await new Promise((r) => setTimeout(r, 20));
    const appendedAt = performance.now();
    log.append(event(1));
    await expect.poll(() => seen, { timeout: 2_000, interval: 5 }).toEqual([1n]);
    expect(performance.now() - appendedAt).toBeLessThan(1_000);
    await subscription.stop();
  });

  it('goes back to its poll interval after a few quick looks that find nothing', async () => {
    let reads = 0;
    let notify = () => {};
    const reader: LogReader = {
      async onAppend(onAppend) {
        notify = () => onAppend(null);
        return async () => {};
      },
      async readAll() {
        reads++;
        return [];
      },
    };
    const subscription = subscribeToAll(reader, { after: START, pollIntervalMs: 60_000, onEvents: async () => {} });
    await new Promise((r) => setTimeout(r, 20));
    const before = reads;
    notify(); // an event the filter leaves out, say
    await new Promise((r) => setTimeout(r, 2_500));
    // one read for the notification and six quick looks (25 ms doubling: about 1.6 s), then quiet until the poll
    expect(reads - before).toBe(7);
    await subscription.stop();
  });
});
