import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Actor } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import type { ProjectionChange, ProjectionWatcher } from '@sideline/projections';
import { DATABASE, PROJECTION_WATCHER } from '../app/tokens';
import { audienceOf, listKeyHeard, type Audience } from './live-audience';

export interface LiveMessage {
  keys: string[];
  overflow: boolean;
  commands: string[];
}

interface Subscriber {
  actor: Actor;
  send(message: LiveMessage): void;
  /** who the page's session is now (its team roles read again); absent for a visitor */
  refresh?: () => Promise<Actor>;
}

/**
 * The live feed's one listener on the projections: for each change, every key's audience is looked up once, then
 * each open page gets only the keys its user may read (a visitor never hears the id of something private, nor of a
 * list when only private items of it changed). A change of someone's teams (`user-teams:<id>`: added, removed, another
 * role) reads that user's session again before anything is sent, so a removed member stops hearing the team at once.
 * Command ids go only to the page whose user issued them all. Changes are handled one after another, in order.
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
  subscribe(
    actor: Actor,
    send: (message: LiveMessage) => void,
    refresh?: () => Promise<Actor>,
  ): { update(actor: Actor): void; close(): void } {
    const subscriber: Subscriber = { actor, send, ...(refresh ? { refresh } : {}) };
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
    await this.refreshMembers(change);
    const audiences = new Map<string, Audience>();
    for (const key of new Set(change.changed)) audiences.set(key, await audienceOf(this.db, key));
    for (const subscriber of this.subscribers) {
      const heard = [...audiences].filter(([, audience]) => audience(subscriber.actor)).map(([key]) => key);
      const keys = heard.filter((key) => listKeyHeard(key, change.changed, heard));
      if (keys.length === 0 && !change.overflow) continue;
      // `commands`: the commands behind the change, so the page that sent them need not refetch what it already has;
      // only when they are all this user's (someone else's command ids are none of its business).
      const userId = subscriber.actor?.userId;
      const own = userId !== undefined && change.actors.length > 0 && change.actors.every((actor) => actor === userId);
      subscriber.send({ keys, overflow: Boolean(change.overflow), commands: own ? change.commands : [] });
    }
  }

  /** Reads again the sessions of the users whose teams changed, before they hear anything of this change. */
  private async refreshMembers(change: ProjectionChange) {
    const users = new Set(
      change.changed.filter((key) => key.startsWith('user-teams:')).map((key) => key.slice('user-teams:'.length)),
    );
    if (users.size === 0) return;
    const affected = [...this.subscribers].filter(
      (subscriber) => subscriber.refresh && subscriber.actor && users.has(subscriber.actor.userId),
    );
    await Promise.all(
      affected.map(async (subscriber) => {
        subscriber.actor = await subscriber.refresh!().catch(() => null);
      }),
    );
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
