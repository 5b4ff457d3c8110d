import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { isDomainError } from '@sideline/domain';
import { backoffDelay, type Database } from '@sideline/eventstore';
import { claimDueTemplateSyncs, finishTemplateSync, releaseTemplateSync, type DueTemplateSync } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, DATABASE, ERROR_REPORTER } from '../app/tokens';
import type { ErrorReporter } from '../http/error-filter';
import { DEFAULT_TEMPLATE_PROPAGATION, type TemplatePropagationSettings } from './template-propagation.settings';
import { TemplateSync } from './template-sync';

const BATCH = 20;

/**
 * Template changes reaching generated practices without anyone asking: a reactor driven by the event log. The
 * `template-propagation` projection marks (template, season) pairs due as template events arrive, with its
 * checkpoint, so no edit is missed across restarts; this reactor claims due pairs, syncs their practices on behalf of
 * whoever edited the template (TemplateSync: untouched changes apply, the rest are listed as conflicts), and clears
 * the mark. A sync commits the practice's changes and its record together, and starts from the version the practice
 * last took, so a crash before the mark is cleared makes the next pass find nothing left to do: never applied twice.
 */
@Injectable()
export class TemplatePropagation implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly owner = `template-propagation-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly settings: TemplatePropagationSettings | null;
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<number> | null = null;
  private stopped = false;

  constructor(
    @Inject(TemplateSync) private readonly sync: TemplateSync,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) apiSettings: ApiSettings,
    @Inject(ERROR_REPORTER) private readonly reportError: ErrorReporter,
  ) {
    const configured = apiSettings.templatePropagation;
    this.settings = configured === false ? null : { ...DEFAULT_TEMPLATE_PROPAGATION, ...configured };
  }

  onApplicationBootstrap(): void {
    if (this.settings) this.schedule();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pass?.catch(() => undefined);
  }

  /** One pass over what is due now; how many pairs it finished. Tests call it to step the reactor by hand. */
  runOnce(options: { quietMs?: number } = {}): Promise<number> {
    const previous = this.pass ?? Promise.resolve(0);
    const pass = previous.catch(() => 0).then(() => this.drain(options.quietMs ?? this.settings?.quietMs ?? DEFAULT_TEMPLATE_PROPAGATION.quietMs));
    this.pass = pass;
    return pass;
  }

  private schedule(): void {
    if (this.stopped || !this.settings) return;
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((error) => this.reportError(error, { method: 'REACTOR', url: 'template-propagation' }))
        .finally(() => this.schedule());
    }, this.settings.pollMs);
    this.timer.unref?.();
  }

  private async drain(quietMs: number): Promise<number> {
    const claimMs = this.settings?.claimMs ?? DEFAULT_TEMPLATE_PROPAGATION.claimMs;
    const due = await claimDueTemplateSyncs(this.db, this.owner, { quietMs, claimMs, limit: BATCH });
    let finished = 0;
    for (const pair of due) {
      if (this.stopped) {
        await releaseTemplateSync(this.db, pair, this.owner, null, 0);
        continue;
      }
      if (await this.syncPair(pair)) finished += 1;
    }
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
      if (!isDomainError(error)) this.reportError(error, { method: 'REACTOR', url: `template-propagation/${pair.seasonId}/${pair.templatePlanId}` });
      await releaseTemplateSync(this.db, pair, this.owner, message.slice(0, 500), backoffDelay(pair.attempts + 1));
      return false;
    }
  }
}
