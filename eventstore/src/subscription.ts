import { START } from './positions';
import type { LogPosition, ReadAllFilter, RecordedEvent } from './types';
import { WakeUpSignal, backoffDelay } from './wake-up-signal';

/** The part of the EventStore a subscription reads through. */
export interface LogReader {
  onAppend(onAppend: () => void): Promise<() => Promise<void>>;
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

/**
 * Catch-up then follow. Wake-ups come from LISTEN, with polling as the fallback for lost notifications.
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
          await options.onEvents(events);
          const last = events[events.length - 1]!;
          position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
          if (events.length === batchSize) continue;
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
