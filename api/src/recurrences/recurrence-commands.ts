import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_PRACTICES_PER_SERIES,
  can,
  checkSeriesDates,
  generatedKeys,
  notFound,
  previewSeries,
  type Actor,
  type CreateRecurrenceInput,
  type GenerationView,
  type RecurrenceCommand,
  type RecurrenceList,
  type RecurrencePreviewView,
  type RecurrenceSeries,
  type RecurrenceView,
  type RecurrencesState,
  type UpdateRecurrenceInput,
} from '@sideline/domain';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler } from '../commands/command-handler';
import { seasonScope, type SeasonScope } from './recurrence-calendar';
import { recurrencesTarget } from './recurrence-targets';
import { generationView, recurrenceView } from './recurrence-view';

const seriesNotFound = () => notFound('RECURRENCE.NOT_FOUND', 'There is no such recurring practice in this season.');

/**
 * Recurring practices of a season: each command is decided on the season's recurrences stream with the calendar
 * (zone, first day of week, season dates, markers) read from the team's and the season's own streams.
 */
@Injectable()
export class RecurrenceCommands {
  constructor(@Inject(CommandHandler) private readonly handler: CommandHandler) {}

  scope(
    actor: Actor,
    seasonId: string,
    action: 'season.edit' | 'season.readAll' = 'season.edit',
  ): Promise<SeasonScope> {
    return seasonScope(this.handler, actor, seasonId, action);
  }

  async state(seasonId: string): Promise<RecurrencesState> {
    return (await this.handler.read(recurrencesTarget(seasonId))).state;
  }

  private canOf(scope: SeasonScope) {
    return { edit: can(scope.actor, { action: 'season.edit', teamId: scope.team.teamId }) };
  }

  async list(actor: Actor, seasonId: string): Promise<RecurrenceList> {
    const scope = await this.scope(actor, seasonId, 'season.readAll');
    const state = await this.state(seasonId);
    const canDo = this.canOf(scope);
    const items = Object.values(state.series)
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name))
      .map((s) => recurrenceView(seasonId, s, state, canDo));
    return { items, timeZone: scope.calendar.zone, firstDayOfWeek: scope.calendar.weekStart, can: canDo };
  }

  async one(actor: Actor, seasonId: string, seriesId: string): Promise<RecurrenceView> {
    const scope = await this.scope(actor, seasonId, 'season.readAll');
    const state = await this.state(seasonId);
    const series = state.series[seriesId];
    if (!series) throw seriesNotFound();
    return recurrenceView(seasonId, series, state, this.canOf(scope));
  }

  /** A series' dates and what generating would do with each; `draft`: a series not saved yet (the form's preview). */
  async preview(
    actor: Actor,
    seasonId: string,
    target: { seriesId: string } | { draft: CreateRecurrenceInput },
    range: { from?: string | undefined; to?: string | undefined },
  ): Promise<RecurrencePreviewView> {
    const scope = await this.scope(actor, seasonId, 'season.readAll');
    const state = await this.state(seasonId);
    const series =
      'seriesId' in target ? state.series[target.seriesId] : this.newSeries(scope, 'preview', target.draft);
    if (!series) throw seriesNotFound();
    // A draft is held to the season as creating it would be: its range is what the expansion below has to build.
    if ('draft' in target) checkSeriesDates(series, scope.calendar);
    const window =
      range.from || range.to ? { from: range.from ?? series.startDate, to: range.to ?? series.endDate } : undefined;
    const preview = previewSeries(series, { ...scope.calendar, generated: generatedKeys(state) }, window);
    return { ...preview, limit: MAX_PRACTICES_PER_SERIES, timeZone: scope.calendar.zone };
  }

  private newSeries(scope: SeasonScope, id: string, input: CreateRecurrenceInput): RecurrenceSeries {
    return {
      ...input,
      id,
      startTime: input.startTime ?? scope.team.details.practiceStartTime,
      durationMinutes: input.durationMinutes ?? scope.team.details.practiceMinutes,
      anchorDate: input.startDate,
      moved: {},
      cancelled: [],
    };
  }

  private async decide(
    actor: Actor,
    seasonId: string,
    ctx: CommandContext,
    command: (scope: SeasonScope, state: RecurrencesState) => RecurrenceCommand,
  ): Promise<{ scope: SeasonScope; state: RecurrencesState }> {
    const scope = await this.scope(actor, seasonId);
    const decided = await this.handler.handle(recurrencesTarget(seasonId), (state) => command(scope, state), ctx);
    return { scope, state: decided.state };
  }

  async create(
    actor: Actor,
    seasonId: string,
    input: CreateRecurrenceInput,
    ctx: CommandContext,
  ): Promise<RecurrenceView> {
    const seriesId = ctx.newId('recurrence');
    const { scope, state } = await this.decide(actor, seasonId, ctx, (scope) => {
      const { anchorDate: _a, moved: _m, cancelled: _c, ...series } = this.newSeries(scope, seriesId, input);
      return { type: 'CreateRecurrence', data: { seasonId, series, calendar: scope.calendar } };
    });
    return recurrenceView(seasonId, state.series[seriesId]!, state, this.canOf(scope));
  }

  /** Answers with the series edited (for "this and following", the new series that takes over). */
  async edit(
    actor: Actor,
    seasonId: string,
    seriesId: string,
    input: UpdateRecurrenceInput,
    ctx: CommandContext,
  ): Promise<RecurrenceView> {
    const newSeriesId = ctx.newId('recurrence');
    const scopeOf =
      input.scope.kind === 'all'
        ? ({ kind: 'all' } as const)
        : ({ kind: 'following', from: input.scope.from, newSeriesId } as const);
    const { scope, state } = await this.decide(actor, seasonId, ctx, (scope) => ({
      type: 'EditRecurrence',
      data: { seriesId, changes: input.changes, scope: scopeOf, calendar: scope.calendar },
    }));
    const series = state.series[newSeriesId] ?? state.series[seriesId];
    if (!series) throw seriesNotFound();
    return recurrenceView(seasonId, series, state, this.canOf(scope));
  }

  async remove(actor: Actor, seasonId: string, seriesId: string, ctx: CommandContext): Promise<void> {
    await this.decide(actor, seasonId, ctx, () => ({ type: 'RemoveRecurrence', data: { seriesId } }));
  }

  async occurrence(
    actor: Actor,
    seasonId: string,
    seriesId: string,
    originalDate: string,
    change: { move: { date: string; startTime: string } } | { cancel: true } | { restore: true },
    ctx: CommandContext,
  ): Promise<RecurrenceView> {
    const { scope, state } = await this.decide(actor, seasonId, ctx, (scope): RecurrenceCommand =>
      'move' in change
        ? { type: 'MoveOccurrence', data: { seriesId, originalDate, to: change.move, calendar: scope.calendar } }
        : 'cancel' in change
          ? { type: 'CancelOccurrence', data: { seriesId, originalDate, calendar: scope.calendar } }
          : { type: 'RestoreOccurrence', data: { seriesId, originalDate } },
    );
    return recurrenceView(seasonId, state.series[seriesId]!, state, this.canOf(scope));
  }

  async generation(actor: Actor, seasonId: string, generationId: string): Promise<GenerationView> {
    await this.scope(actor, seasonId, 'season.readAll');
    const generation = (await this.state(seasonId)).generations[generationId];
    if (!generation) throw notFound('RECURRENCE.GENERATION_NOT_FOUND', 'There is no such generation run.');
    return generationView(generation);
  }
}
