import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Actor } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import type { ProjectionChange, ProjectionWatcher } from '@sideline/projections';
import { DATABASE, PROJECTION_WATCHER } from '../app/tokens';
import { audienceOf, type Audience } from './live-audience';

export interface LiveMessage {
  keys: string[];
  overflow: boolean;
  commands: string[];
}

interface Subscriber {
  actor: Actor;
  send(message: LiveMessage): void;
}

/**
 * The live feed's one listener on the projections: for each change, every key's audience is looked up once, then
 * each open page gets only the keys its user may read (a visitor never hears the id of something private). Changes
 * are handled one after another, in the order they came.
 */
@Injectable()
export class LiveFeed implements OnModuleDestroy {
  private readonly subscribers = new Set<Subscriber>();
  private unsubscribe: (() => void) | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    @Inject(DATABASE) private readonly db: Queryable,
    @Inject(PROJECTION_WATCHER) private readonly watcher: ProjectionWatcher,
  ) {}

  /** A page subscribes as `actor`; `update` changes whose page it is (its session re-checked), `close` ends it. */
  subscribe(actor: Actor, send: (message: LiveMessage) => void): { update(actor: Actor): void; close(): void } {
    const subscriber: Subscriber = { actor, send };
    this.subscribers.add(subscriber);
    this.unsubscribe ??= this.watcher.onChange((change) => {
      this.queue = this.queue.then(() => this.deliver(change)).catch(() => undefined);
    });
    return {
      update: (next) => void (subscriber.actor = next),
      close: () => {
        this.subscribers.delete(subscriber);
        if (this.subscribers.size === 0) this.stop();
      },
    };
  }

  private async deliver(change: ProjectionChange): Promise<void> {
    if ((change.changed.length === 0 && !change.overflow) || this.subscribers.size === 0) return;
    const audiences = new Map<string, Audience>();
    for (const key of new Set(change.changed)) audiences.set(key, await audienceOf(this.db, key));
    for (const subscriber of this.subscribers) {
      const keys = [...audiences].filter(([, audience]) => audience(subscriber.actor)).map(([key]) => key);
      if (keys.length === 0 && !change.overflow) continue;
      // `commands`: the commands behind the change, so the page that sent them need not refetch what it already has.
      subscriber.send({ keys, overflow: Boolean(change.overflow), commands: change.commands ?? [] });
    }
  }

  private stop() {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  onModuleDestroy() {
    this.subscribers.clear();
    this.stop();
  }
}
