import { Inject, Injectable } from '@nestjs/common';
import {
  SEASON_TEMPLATE_CAUSE,
  conflict,
  generatePractice,
  generatedKeys,
  isDomainError,
  notFound,
  previewSeries,
  type Actor,
  type GenerationFailure,
  type GenerationSkip,
  type GenerationView,
  type PlanCommand,
  type PlanContent,
  type PreviewEntry,
  type RecurrenceSeries,
} from '@sideline/domain';
import { randomUUID } from 'node:crypto';
import { isAtOrAfter, type Database, type Queryable } from '@sideline/eventstore';
import { DATABASE } from '../app/tokens';
import { CommandContext } from '../commands/command-context';
import { CommandHandler } from '../commands/command-handler';
import { derivedUuid } from '../commands/derived-ids';
import { planTarget } from '../practice-plans/plan-target';
import type { SeasonScope } from './recurrence-calendar';
import { RecurrenceCommands } from './recurrence-commands';
import { recurrencesTarget } from './recurrence-targets';
import { generationView } from './recurrence-view';

/**
 * Events written on behalf of a template (generation, propagation, "take template") carry this cause, so a practice's
 * own history tells them from a coach's edits.
 */
export const TEMPLATE_CAUSE = SEASON_TEMPLATE_CAUSE;

export function templateContext(userId: string | null, correlationId: string): CommandContext {
  return CommandContext.withMetadata({
    actorId: userId,
    commandId: randomUUID(),
    correlationId,
    causationId: TEMPLATE_CAUSE,
    at: new Date().toISOString(),
  });
}

/** What a template-caused command wrote becomes the request's to wait for too (its answer's read-after token). */
export function carryWrites(from: CommandContext, to: CommandContext | undefined): void {
  if (!to) return;
  for (const [readModel, position] of from.written) {
    const known = to.written.get(readModel);
    if (!known || !isAtOrAfter(known, position)) to.written.set(readModel, position);
  }
}

/** The stable id of an occurrence's practice (and of everything in it): generating twice finds the same plan. */
/** How many practices a run makes before it writes their lines in the log (and the page sees progress). */
const GENERATION_CHUNK = 10;

type RecordedPractice = {
  key: string;
  planId: string;
  date: string;
  templatePlanId: string | null;
  templateVersion: number;
  origin: Record<string, string>;
};

export const practiceIdFor = (seasonId: string, key: string, purpose = 'plan') =>
  derivedUuid('season-practice', seasonId, key, purpose);

/**
 * Generating a series' practices "in one go with progress": the start is recorded and answered at once; the run goes on
 * after the answer, one practice at a time through the plan command path (CreatePlan + SchedulePlan in one append),
 * each recorded in the season's generation log, which the page polls for progress.
 */
@Injectable()
export class PracticeGeneration {
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    @Inject(CommandHandler) private readonly handler: CommandHandler,
    @Inject(RecurrenceCommands) private readonly recurrences: RecurrenceCommands,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async start(actor: Actor, seasonId: string, seriesId: string, ctx: CommandContext): Promise<GenerationView> {
    const scope = await this.recurrences.scope(actor, seasonId);
    const state = await this.recurrences.state(seasonId);
    const series = state.series[seriesId];
    if (!series) throw notFound('RECURRENCE.NOT_FOUND', 'There is no such recurring practice in this season.');
    const running = Object.values(state.generations).find(
      (g) => g.seriesId === seriesId && g.status === 'running' && this.running.has(g.generationId),
    );
    if (running)
      throw conflict('RECURRENCE.GENERATION_RUNNING', 'This series is being generated already: wait for it to finish.');
    const preview = previewSeries(series, { ...scope.calendar, generated: generatedKeys(state) });
    const toCreate = preview.entries.filter((e) => e.status === 'create');
    const generationId = ctx.newId('generation');
    const decided = await this.handler.handle(
      recurrencesTarget(seasonId),
      {
        type: 'StartGeneration',
        data: { generationId, seriesId, total: toCreate.length, by: scope.actor!.userId, at: ctx.metadata.at },
      },
      ctx,
    );
    if (decided.events.length > 0) {
      const skipped = preview.entries
        .filter((e) => e.status === 'skipped')
        .map((e) => ({ date: e.date, reason: e.message }));
      const run = this.run(scope, series, toCreate, generationId, { skipped, existing: preview.counts.exists }).finally(
        () => this.running.delete(generationId),
      );
      this.running.set(generationId, run);
    }
    return generationView(decided.state.generations[generationId]!);
  }

  /** Resolves when the run has finished (tests, the seed and the bench wait on it; the page polls). */
  async settled(generationId: string): Promise<void> {
    await this.running.get(generationId);
  }

  private async run(
    scope: SeasonScope,
    series: RecurrenceSeries,
    entries: PreviewEntry[],
    generationId: string,
    log: { skipped: GenerationSkip[]; existing: number },
  ): Promise<void> {
    const seasonId = scope.season.seasonId;
    const userId = scope.actor!.userId;
    const templateId = series.templatePlanId ?? scope.season.details.templatePlanId;
    const template = templateId ? await this.templateOf(templateId, scope.team.teamId) : null;
    const failed: GenerationFailure[] = [];
    const season = {
      teamId: scope.team.teamId,
      startDate: scope.season.details.startDate,
      endDate: scope.season.details.endDate,
    };
    let created = 0;
    // A chunk of practices per transaction: their plans (CreatePlan + SchedulePlan each, through the command path)
    // and one line per practice in the log commit together, so a crash leaves no practice unlogged.
    for (let from = 0; from < entries.length; from += GENERATION_CHUNK) {
      const chunk = entries.slice(from, from + GENERATION_CHUNK);
      // Someone editing a series at the same moment moves the log's version: the chunk is tried again (up to 3 times).
      for (let attempt = 1; attempt <= 3; attempt++) {
        const ctx = templateContext(userId, `generation-${generationId}`.slice(0, 100));
        const refused: GenerationFailure[] = [];
        try {
          const made = await this.db.transaction(async (tx) => {
            const done: RecordedPractice[] = [];
            for (const entry of chunk) {
              try {
                done.push(await this.createPractice(scope, entry, template, templateId, season, ctx, tx));
              } catch (error) {
                // A refusal is decided before anything is written: the rest of the chunk goes on.
                if (!isDomainError(error)) throw error;
                refused.push({ date: entry.date, message: error.message });
              }
            }
            if (done.length > 0)
              await this.handler.handle(
                recurrencesTarget(seasonId),
                {
                  type: 'RecordGeneratedPractices',
                  data: { generationId, practices: done.map((p) => ({ ...p, generationId })) },
                },
                ctx,
                { tx },
              );
            return done;
          });
          created += made.length;
          failed.push(...refused);
          break;
        } catch {
          if (attempt === 3)
            failed.push(...chunk.map((entry) => ({ date: entry.date, message: 'Could not create this practice.' })));
        }
      }
    }
    const ctx = templateContext(userId, `generation-${generationId}`.slice(0, 100));
    await this.handler.handle(
      recurrencesTarget(seasonId),
      {
        type: 'FinishGeneration',
        data: {
          generationId,
          created,
          existing: log.existing,
          skipped: log.skipped,
          failed,
          at: new Date().toISOString(),
        },
      },
      ctx,
    );
  }

  /** One occurrence's practice: CreatePlan (unless a crashed run made it already) and SchedulePlan in one append. */
  private async createPractice(
    scope: SeasonScope,
    entry: PreviewEntry,
    template: { content: PlanContent; version: number } | null,
    templateId: string | null,
    season: { teamId: string; startDate: string; endDate: string },
    ctx: CommandContext,
    tx: Queryable,
  ): Promise<RecordedPractice> {
    const seasonId = scope.season.seasonId;
    const userId = scope.actor!.userId;
    const planId = practiceIdFor(seasonId, entry.key);
    const practice = generatePractice({
      teamId: scope.team.teamId,
      sport: scope.team.details.sport,
      date: entry.date,
      startTime: entry.startTime,
      durationMinutes: entry.durationMinutes,
      template: template?.content ?? null,
      seasonSections: scope.season.sections,
      idFor: (purpose) => practiceIdFor(seasonId, entry.key, purpose),
    });
    await this.handler.handle(
      planTarget(planId),
      (state): PlanCommand => ({
        type: 'ApplyPlanCommands',
        data: {
          commands: [
            ...(state.status === 'none'
              ? [
                  {
                    type: 'CreatePlan' as const,
                    data: {
                      planId,
                      ownerId: userId,
                      metadata: practice.metadata,
                      sections: practice.sections,
                      copiedFrom: templateId,
                      draftId: null,
                    },
                  },
                ]
              : []),
            {
              type: 'SchedulePlan' as const,
              data: {
                seasonId,
                date: entry.date,
                startTime: entry.startTime,
                durationMinutes: entry.durationMinutes,
                season,
              },
            },
          ],
        },
      }),
      ctx,
      { tx },
    );
    return {
      key: entry.key,
      planId,
      date: entry.date,
      templatePlanId: template ? templateId : null,
      templateVersion: template?.version ?? 0,
      origin: practice.origin,
    };
  }

  /**
   * The template plan as it is (its content and stream version); a plan of another team or a deleted one is not used.
   */
  private async templateOf(planId: string, teamId: string): Promise<{ content: PlanContent; version: number } | null> {
    const { state, version } = await this.handler.read(planTarget(planId));
    if (state.status !== 'active' || (state.metadata.teamId !== null && state.metadata.teamId !== teamId)) return null;
    return { content: { metadata: state.metadata, sections: state.sections }, version };
  }
}
