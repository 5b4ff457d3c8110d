import { START } from './positions';
import type { LogPosition, ReadAllFilter, RecordedEvent } from './types';
import { UnseenNotifications } from './unseen-notifications';
import { WakeUpSignal, backoffDelay } from './wake-up-signal';

/** The part of the EventStore a subscription reads through. */
export interface LogReader {
  onAppend(onAppend: (transactionId: bigint | null) => void): Promise<() => Promise<void>>;
  readVisible(
    after: LogPosition,
    limit: number,
    filter?: ReadAllFilter,
  ): Promise<{ events: RecordedEvent[]; visibleBelow: bigint }>;
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
  /** how far the log has been read: the last event handed to the handler, or past events the filter left out */
  position(): LogPosition;
  /** settles when the subscription ends: resolves after stop(), rejects with the handler's error */
  readonly done: Promise<void>;
}

/** Past every position of a transaction: a reader that has read a transaction whole moves on to here. */
const END_OF_TRANSACTION = 2n ** 63n - 1n;

/**
 * Catch-up then follow. Wake-ups come from LISTEN, with polling as the fallback for lost notifications.
 * Each read also says how far the log was visible; a read that found fewer events than it asked for has read
 * everything below there, so the position moves past events the filter leaves out (the next read starts there, not
 * at the last matching event). A notified transaction at or past that horizon is not visible yet (the log shows only
 * what lies below the oldest transaction still running, which may be anyone's): the subscription looks again shortly,
 * for at most one poll interval, instead of waiting for the next poll; a notification of what it has read costs
 * nothing. A handler error stops the subscription (retrying it hot would repeat it); read errors are retried with
 * backoff.
 */
export function subscribeToAll(store: LogReader, options: SubscribeOptions): Subscription {
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const signal = new WakeUpSignal();
  let position = options.after ?? START;
  const unseen = new UnseenNotifications(pollIntervalMs);
  let stopping = false;
  // Read through a function: stop() sets `stopping` while the loop awaits, which narrowing cannot see.
  const stopRequested = () => stopping;

  const loop = async () => {
    const unlisten = await store.onAppend((transactionId) => {
      unseen.notified(transactionId);
      signal.notify();
    });
    try {
      let failedReads = 0;
      while (!stopRequested()) {
        let read: { events: RecordedEvent[]; visibleBelow: bigint };
        try {
          read = await store.readVisible(position, batchSize, options.filter);
          failedReads = 0;
        } catch {
          if (stopRequested()) break;
          await signal.wait(backoffDelay(++failedReads));
          continue;
        }
        if (stopRequested()) break;
        const { events, visibleBelow } = read;
        if (events.length > 0) {
          await options.onEvents(events);
          const last = events[events.length - 1]!;
          position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
          if (events.length === batchSize) continue;
        }
        // Everything below the horizon is read: skip what the filter left out.
        if (visibleBelow - 1n > position.transactionId)
          position = { transactionId: visibleBelow - 1n, globalPosition: END_OF_TRANSACTION };
        const lookAgain = unseen.lookAgainIn(visibleBelow);
        if (lookAgain !== null) {
          await signal.wait(lookAgain);
          continue;
        }
        await signal.wait(pollIntervalMs);
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
