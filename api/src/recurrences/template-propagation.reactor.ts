import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { isDomainError } from '@sideline/domain';
import { backoffDelay, type Database } from '@sideline/eventstore';
import {
  TEMPLATE_SYNC_DUE_KEY,
  claimDueTemplateSyncs,
  finishTemplateSync,
  releaseTemplateSync,
  type DueTemplateSync,
  type ProjectionWatcher,
} from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, DATABASE, ERROR_REPORTER, PROJECTION_WATCHER } from '../app/tokens';
import type { ErrorReporter } from '../http/error-filter';
import { DEFAULT_TEMPLATE_PROPAGATION, type TemplatePropagationSettings } from './template-propagation.settings';
import { TemplateSync } from './template-sync';

const BATCH = 20;
/** With nothing due, a look this often covers a lost notification and claims left by a process that died. */
export const IDLE_LOOK_MS = 60_000;

/**
 * Template changes reaching generated practices without anyone asking: a reactor driven by the event log. The
 * `template-propagation` projection marks (template, season) pairs due as template events arrive, with its
 * checkpoint, so no edit is missed across restarts; this reactor claims due pairs, syncs their practices on behalf of
 * whoever edited the template (TemplateSync: untouched changes apply, the rest are listed as conflicts), and clears
 * the mark. A sync commits the practice's changes and its record together, and starts from the version the practice
 * last took, so a crash before the mark is cleared makes the next pass find nothing left to do: never applied twice.
 * Woken by the projection's announcement (`template-sync-due`), a pass runs once the template has been quiet; while
 * passes find work (or fail) it looks again every `pollMs`; idle, once a minute: no statements for nothing.
 */
@Injectable()
export class TemplatePropagation implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly owner = `template-propagation-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly settings: TemplatePropagationSettings | null;
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private pass: Promise<number> | null = null;
  private stopped = false;
  private unsubscribe: (() => void) | null = null;
  /** whether the last pass found work or failed some: then the next look comes soon */
  private busy = false;
  /**
   * after a wake-up, look every `pollMs` until then even when a pass finds nothing (the database's clock decides quiet)
   */
  private lookSoonUntil = 0;

  constructor(
    @Inject(TemplateSync) private readonly sync: TemplateSync,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) apiSettings: ApiSettings,
    @Inject(ERROR_REPORTER) private readonly reportError: ErrorReporter,
    @Inject(PROJECTION_WATCHER) private readonly watcher: ProjectionWatcher,
  ) {
    const configured = apiSettings.templatePropagation;
    this.settings = configured === false ? null : { ...DEFAULT_TEMPLATE_PROPAGATION, ...configured };
  }

  onApplicationBootstrap(): void {
    const settings = this.settings;
    if (!settings) return;
    this.unsubscribe = this.watcher.onChange((change) => {
      if (
        change.name === 'template-propagation' &&
        (change.overflow || change.changed.includes(TEMPLATE_SYNC_DUE_KEY))
      ) {
        this.lookSoonUntil = Date.now() + 3 * settings.quietMs + settings.pollMs;
        this.schedule(settings.quietMs + settings.pollMs, true);
      }
    });
    this.schedule(settings.pollMs); // what was due before this process started
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    await this.pass?.catch(() => undefined);
  }

  /** One pass over what is due now; how many pairs it finished. Tests call it to step the reactor by hand. */
  runOnce(options: { quietMs?: number } = {}): Promise<number> {
    const previous = this.pass ?? Promise.resolve(0);
    const pass = previous
      .catch(() => 0)
      .then(() => this.drain(options.quietMs ?? this.settings?.quietMs ?? DEFAULT_TEMPLATE_PROPAGATION.quietMs));
    this.pass = pass;
    return pass;
  }

  /**
   * The next look in `delayMs`: earlier than the one planned, or (`postpone`, a new mark: wait for the burst to end)
   * instead of it.
   */
  private schedule(delayMs: number, postpone = false): void {
    if (this.stopped || !this.settings) return;
    const at = Date.now() + delayMs;
    if (this.timer && !postpone && at >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerAt = Infinity;
      this.runOnce()
        .catch((error) => {
          this.busy = true;
          this.reportError(error, { method: 'REACTOR', url: 'template-propagation' });
        })
        .finally(() =>
          this.schedule(this.busy || Date.now() < this.lookSoonUntil ? this.settings!.pollMs : IDLE_LOOK_MS),
        );
    }, delayMs);
    this.timer.unref();
  }

  private async drain(quietMs: number): Promise<number> {
    const claimMs = this.settings?.claimMs ?? DEFAULT_TEMPLATE_PROPAGATION.claimMs;
    const due = await claimDueTemplateSyncs(this.db, this.owner, { quietMs, claimMs, limit: BATCH });
    let finished = 0;
    this.busy = due.length > 0;
    for (const pair of due) {
      if (this.stopped) {
        await releaseTemplateSync(this.db, pair, this.owner, null, 0);
        continue;
      }
      if (await this.syncPair(pair)) finished += 1;
    }
    if (finished < due.length) this.busy = true;
    return finished;
  }

  private async syncPair(pair: DueTemplateSync): Promise<boolean> {
    try {
      await this.sync.syncTemplate(pair.seasonId, pair.templatePlanId, pair.editedBy);
      await finishTemplateSync(this.db, pair, this.owner);
      return true;
    } catch (error) {
      // A season or practice that is gone has nothing to follow: done. Anything else is tried again, later each time.
      if (isDomainError(error) && error.kind === 'not_found') {
        await finishTemplateSync(this.db, pair, this.owner);
        return true;
      }
      const message = error instanceof Error ? error.message : String(error);
      if (!isDomainError(error))
        this.reportError(error, {
          method: 'REACTOR',
          url: `template-propagation/${pair.seasonId}/${pair.templatePlanId}`,
        });
      await releaseTemplateSync(this.db, pair, this.owner, message.slice(0, 500), backoffDelay(pair.attempts + 1));
      return false;
    }
  }
}
