import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  coachChangedEntities,
  conflict,
  isDomainError,
  evolvePlan,
  initialPlanState,
  notFound,
  propagateTemplate,
  type Actor,
  type PlanEvent,
  type PlanState,
  type PracticeTemplateView,
  type RecurrenceCommand,
  type RecurrencesState,
} from '@sideline/domain';
import type { Database, EventStore, StreamRead } from '@sideline/eventstore';
import { DATABASE, EVENT_STORE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler } from '../commands/command-handler';
import { derivedUuid } from '../commands/derived-ids';
import { planTarget } from '../practice-plans/plan-target';
import { RecurrenceCommands } from './recurrence-commands';
import { recurrencesTarget } from './recurrence-targets';
import { TEMPLATE_CAUSE, carryWrites, templateContext } from './practice-generation';

const SYNC_ATTEMPTS = 3;
const SYNC_RACED = 'RECURRENCE.SYNC_RACED';
const RACES = new Set(['COMMAND.STALE_VERSION', 'COMMAND.CONCURRENT_EDIT', SYNC_RACED]);
const notGenerated = () => notFound('RECURRENCE.NOT_GENERATED', 'This practice was not made by a recurring practice.');
const fold = (events: readonly PlanEvent[]): PlanState => events.reduce(evolvePlan, initialPlanState());

export interface SyncResult {
  practices: number;
  applied: number;
  conflicts: number;
}

/**
 * Template changes reaching generated practices, worked out from events: the template at the version the practice
 * last took, the template now, and the practice now with what a coach changed in it (events not caused by the
 * template). Untouched changes apply to the practice through the plan command path; the rest are listed on it.
 */
@Injectable()
export class TemplateSync {
  constructor(
    @Inject(CommandHandler) private readonly handler: CommandHandler,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RecurrenceCommands) private readonly recurrences: RecurrenceCommands,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /** Every generated practice of the season (or of one template) takes its template's changes. */
  async syncSeason(
    actor: Actor,
    seasonId: string,
    templatePlanId: string | null,
    requestCtx?: CommandContext,
  ): Promise<SyncResult> {
    const scope = await this.recurrences.scope(actor, seasonId);
    const state = await this.recurrences.state(seasonId);
    const result: SyncResult = { practices: 0, applied: 0, conflicts: 0 };
    for (const practice of Object.values(state.practices)) {
      if (!practice.templatePlanId || (templatePlanId && practice.templatePlanId !== templatePlanId)) continue;
      const one = await this.syncPractice(seasonId, practice.planId, scope.actor!.userId, state, requestCtx);
      result.practices += 1;
      result.applied += one.applied;
      result.conflicts += one.conflicts;
    }
    return result;
  }

  /**
   * The generated practices of one season that are behind one template take its changes (what the propagation
   * reactor does after a template edit, on behalf of `userId`, who made it). Practices already current cost nothing.
   */
  async syncTemplate(seasonId: string, templatePlanId: string, userId: string | null): Promise<SyncResult> {
    const state = await this.recurrences.state(seasonId);
    const templateStream = await this.store.readStream(planTarget(templatePlanId).streamId);
    const result: SyncResult = { practices: 0, applied: 0, conflicts: 0 };
    for (const practice of Object.values(state.practices)) {
      if (practice.templatePlanId !== templatePlanId || practice.templateVersion >= templateStream.version) continue;
      const one = await this.syncPractice(seasonId, practice.planId, userId, state, undefined, templateStream);
      result.practices += 1;
      result.applied += one.applied;
      result.conflicts += one.conflicts;
    }
    return result;
  }

  /**
   * One practice takes its template's changes since the version it last took. The practice's commands and the
   * record of the sync commit in one transaction: a crash leaves both or neither, so a sync is never applied twice
   * (the record moves the practice's template version; a second sync from the same version finds nothing to do).
   */
  async syncPractice(
    seasonId: string,
    planId: string,
    userId: string | null,
    known?: RecurrencesState,
    requestCtx?: CommandContext,
    knownTemplate?: StreamRead,
  ): Promise<{ applied: number; conflicts: number }> {
    // Worked out from what was read: a coach's edit (or another sync) since then fails the transaction; read again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.syncPracticeOnce(
          seasonId,
          planId,
          userId,
          attempt === 1 ? known : undefined,
          requestCtx,
          attempt === 1 ? knownTemplate : undefined,
        );
      } catch (error) {
        if (attempt >= SYNC_ATTEMPTS || !isDomainError(error) || !RACES.has(error.code)) throw error;
      }
    }
  }

  private async syncPracticeOnce(
    seasonId: string,
    planId: string,
    userId: string | null,
    known: RecurrencesState | undefined,
    requestCtx: CommandContext | undefined,
    knownTemplate: StreamRead | undefined,
  ): Promise<{ applied: number; conflicts: number }> {
    const state = known ?? (await this.recurrences.state(seasonId));
    const key = state.byPlan[planId];
    if (!key) throw notGenerated();
    const practice = state.practices[key]!;
    if (!practice.templatePlanId) return { applied: 0, conflicts: 0 };
    const templateStream = knownTemplate ?? (await this.store.readStream(planTarget(practice.templatePlanId).streamId));
    const templateEvents = templateStream.events.map((e) => ({ type: e.type, data: e.data }) as PlanEvent);
    if (templateStream.version <= practice.templateVersion) return { applied: 0, conflicts: 0 };
    const templateThen = fold(templateEvents.slice(0, practice.templateVersion));
    const templateNow = fold(templateEvents);
    const practiceStream = await this.store.readStream(planTarget(planId).streamId);
    const practiceNow = fold(practiceStream.events.map((e) => ({ type: e.type, data: e.data }) as PlanEvent));
    if (templateThen.status !== 'active' || templateNow.status !== 'active' || practiceNow.status !== 'active')
      return { applied: 0, conflicts: 0 };
    const coachChanged = coachChangedEntities(
      practiceStream.events.map((e) => ({
        event: { type: e.type, data: e.data } as PlanEvent,
        fromTemplate: e.metadata.causationId === TEMPLATE_CAUSE,
      })),
    );
    const result = propagateTemplate({
      templateThen: templateThen.sections,
      templateNow: templateNow.sections,
      practiceNow: practiceNow.sections,
      origin: practice.origin,
      coachChanged,
      idFor: (purpose) => derivedUuid('template-sync', planId, purpose),
    });
    const ctx = templateContext(userId, `template-sync-${planId}`.slice(0, 100));
    const tookFrom = practice.templateVersion;
    await this.db.transaction(async (tx) => {
      if (result.commands.length > 0)
        await this.handler.handle(
          planTarget(planId),
          { type: 'ApplyPlanCommands', data: { commands: result.commands } },
          ctx,
          { tx, expectedVersion: practiceStream.version },
        );
      await this.handler.handle(
        recurrencesTarget(seasonId),
        (now): RecurrenceCommand => {
          if (now.practices[key]?.templateVersion !== tookFrom)
            throw conflict(SYNC_RACED, 'Another sync of this practice came first.');
          return {
            type: 'RecordTemplateSync',
            data: {
              planId,
              templateVersion: templateStream.version,
              applied: result.commands.length,
              addedOrigin: result.addedOrigin,
              conflicts: result.conflicts,
            },
          };
        },
        ctx,
        { tx },
      );
    });
    carryWrites(ctx, requestCtx);
    return { applied: result.commands.length, conflicts: result.conflicts.length };
  }

  /** What the plan page shows: the practice's template and the changes waiting for "keep mine / take template". */
  async practiceTemplate(actor: Actor, seasonId: string, planId: string): Promise<PracticeTemplateView> {
    const scope = await this.recurrences.scope(actor, seasonId, 'season.readAll');
    const state = await this.recurrences.state(seasonId);
    const key = state.byPlan[planId];
    if (!key) throw notGenerated();
    const practice = state.practices[key]!;
    return {
      planId,
      seriesId: practice.seriesId,
      templatePlanId: practice.templatePlanId,
      templateVersion: practice.templateVersion,
      conflicts: practice.conflicts.map(({ id, entity, field, label, mine, template }) => ({
        id,
        entity,
        field,
        label,
        mine,
        template,
      })),
      can: { resolve: can(scope.actor, { action: 'season.edit', teamId: scope.team.teamId }) },
    };
  }

  /**
   * "Keep mine" drops the listed change; "take template" applies it (caused by the template, so the item follows it
   * again).
   */
  async resolve(
    actor: Actor,
    seasonId: string,
    planId: string,
    conflictId: string,
    choice: 'keep' | 'take',
    ctx: CommandContext,
  ): Promise<PracticeTemplateView> {
    const scope = await this.recurrences.scope(actor, seasonId);
    const state = await this.recurrences.state(seasonId);
    const key = state.byPlan[planId];
    const listed = key ? state.practices[key]!.conflicts.find((c) => c.id === conflictId) : undefined;
    if (!listed)
      throw notFound('RECURRENCE.CONFLICT_NOT_FOUND', 'This template change was already settled (or never was one).');
    if (choice === 'take') {
      const taking = templateContext(scope.actor!.userId, `template-take-${planId}`.slice(0, 100));
      await this.handler.handle(
        planTarget(planId),
        { type: 'ApplyPlanCommands', data: { commands: listed.take } },
        taking,
      );
      carryWrites(taking, ctx);
    }
    await this.handler.handle(
      recurrencesTarget(seasonId),
      { type: 'ResolveTemplateConflict', data: { planId, conflictId, choice, by: scope.actor!.userId } },
      ctx,
    );
    return this.practiceTemplate(actor, seasonId, planId);
  }
}
