import { START } from './positions';
import type { LogPosition, ReadAllFilter, RecordedEvent } from './types';
import { WakeUpSignal, backoffDelay } from './wake-up-signal';

/** The part of the EventStore a subscription reads through. */
export interface LogReader {
  onAppend(onAppend: (transactionId: bigint | null) => void): Promise<() => Promise<void>>;
  readAll(after: LogPosition, limit: number, filter?: ReadAllFilter): Promise<RecordedEvent[]>;
}

export interface SubscribeOptions {
  /** start after this position (default START: the whole log) */
  after?: LogPosition;
  /** events per read and per handler call (default 500) */
  batchSize?: number;
  /** polling fallback when no notification arrives (default 500 ms) */
  pollIntervalMs?: number;
  filter?: ReadAllFilter;
  /** called with each batch in global order; the next batch waits for it */
  onEvents(events: RecordedEvent[]): Promise<void>;
  /** called once if the handler throws; the subscription has stopped by then */
  onError?(error: unknown): void;
}

export interface Subscription {
  /** stops reading and waits for a running handler to finish */
  stop(): Promise<void>;
  /** the position of the last event handed to the handler */
  position(): LogPosition;
  /** settles when the subscription ends: resolves after stop(), rejects with the handler's error */
  readonly done: Promise<void>;
}

/** Re-reads after a notification that found nothing new: 25 ms, doubling, six times (about 1.6 s in all). */
const UNSEEN_WAKE_RETRIES = 6;
const UNSEEN_WAKE_FIRST_MS = 25;

/**
 * Catch-up then follow. Wake-ups come from LISTEN, with polling as the fallback for lost notifications.
 * A notification whose event is not visible yet (the log shows only what lies below the oldest transaction still
 * running, which may be anyone's) is followed by a few quick re-reads, not by a wait for the next poll.
 * A handler error stops the subscription (retrying it hot would repeat it); read errors are retried with backoff.
 */
export function subscribeToAll(store: LogReader, options: SubscribeOptions): Subscription {
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const signal = new WakeUpSignal();
  let position = options.after ?? START;
  let stopping = false;

  const loop = async () => {
    const unlisten = await store.onAppend(() => signal.notify());
    try {
      let failedReads = 0;
      let woken = false;
      let unseenWakes = 0;
      while (!stopping) {
        let events: RecordedEvent[];
        try {
          events = await store.readAll(position, batchSize, options.filter);
          failedReads = 0;
        } catch (error) {
          if (stopping) break;
          await signal.wait(backoffDelay(++failedReads));
          continue;
        }
        if (stopping) break;
        if (events.length > 0) {
          unseenWakes = 0;
          await options.onEvents(events);
          const last = events[events.length - 1]!;
          position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
          if (events.length === batchSize) continue;
        } else if (woken && unseenWakes < UNSEEN_WAKE_RETRIES) {
          // Woken for an event we cannot see yet (or one the filter leaves out): look again shortly.
          await signal.wait(Math.min(pollIntervalMs, UNSEEN_WAKE_FIRST_MS * 2 ** unseenWakes++));
          continue;
        }
        unseenWakes = 0;
        woken = await signal.wait(pollIntervalMs);
      }
    } finally {
      await unlisten().catch(() => undefined);
    }
  };

  const done = loop().catch((error: unknown) => {
    stopping = true;
    options.onError?.(error);
    throw error;
  });
  // `done` is there for whoever wants to await it; an unobserved rejection must not crash the process.
  done.catch(() => undefined);

  return {
    async stop() {
      stopping = true;
      signal.notify();
      await done.catch(() => undefined);
    },
    position: () => position,
    done,
  };
}
