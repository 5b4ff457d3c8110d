import { Inject, Injectable } from '@nestjs/common';
import {
  conflict,
  defaultSectionsFor,
  practiceName,
  type Actor,
  type CreateSeasonInput,
  type PlanCommand,
  type PlanMetadata,
  type PlanState,
  type SeasonPracticeView,
  type SchedulePracticeInput,
  type SeasonCommand,
  type SeasonMarkerInput,
  type SeasonMarkerPatch,
  type SeasonPatch,
  type SeasonSectionInput,
  type SeasonSectionPatch,
  type SeasonShareLink,
  type SeasonTimeline,
  type ShareLinkKind,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { seasonPracticeDates, seasonPractices } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler } from '../commands/command-handler';
import { authorizePlan } from '../practice-plans/plan-access';
import { planTarget } from '../practice-plans/plan-target';
import { teamTarget } from '../teams/team-commands';
import { authorizeInTeam, seasonOfTeam, seasonTarget, type LiveTeam, type SeasonPermission } from './season-access';
import { newShareToken, shareUrl, storeShareToken } from './season-share-tokens';
import { seasonTimelineFromState } from './season-view';

const archived = () => conflict('TEAM.ARCHIVED', 'This team is archived. Unarchive it to change it.');

/**
 * Season use cases: the actor's role is read from the team's own stream, each command is decided on the season's
 * stream (or the team's, for the active season; the plan's, for a practice's place), and the answer is the season as
 * decided, through the same view a GET uses.
 */
@Injectable()
export class SeasonCommands {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) private readonly settings: ApiSettings,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
  ) {}

  private async team(
    actor: Actor,
    teamId: string,
    action: SeasonPermission,
    { open = true } = {},
  ): Promise<{ team: LiveTeam; actor: Actor }> {
    const access = authorizeInTeam(actor, (await this.handler.read(teamTarget(teamId))).state, action);
    if (open && access.team.status === 'archived') throw archived();
    return access;
  }

  async create(actor: Actor, teamId: string, input: CreateSeasonInput, ctx: CommandContext): Promise<SeasonTimeline> {
    const { team } = await this.team(actor, teamId, 'season.edit');
    const seasonId = ctx.newId('season');
    const { activate, ...details } = input;
    await this.handler.handle(
      seasonTarget(seasonId),
      { type: 'CreateSeason', data: { seasonId, teamId, details, createdBy: actor!.userId } },
      ctx,
    );
    // The team's first season becomes its active one; later ones when asked.
    if (activate || team.activeSeasonId === null) await this.activateOn(teamId, seasonId, ctx);
    return this.answer(actor, teamId, seasonId);
  }

  async activate(actor: Actor, teamId: string, seasonId: string, ctx: CommandContext): Promise<SeasonTimeline> {
    await this.team(actor, teamId, 'season.edit');
    seasonOfTeam((await this.handler.read(seasonTarget(seasonId))).state, teamId);
    await this.activateOn(teamId, seasonId, ctx);
    return this.answer(actor, teamId, seasonId);
  }

  private activateOn(teamId: string, seasonId: string, ctx: CommandContext) {
    return this.handler.handle(
      teamTarget(teamId),
      { type: 'ActivateSeason', data: { seasonId, seasonTeamId: teamId } },
      ctx,
    );
  }

  edit(
    actor: Actor,
    teamId: string,
    seasonId: string,
    changes: SeasonPatch,
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    return this.run(
      actor,
      teamId,
      seasonId,
      async () => ({
        type: 'EditSeason',
        data: { changes, practiceDates: await seasonPracticeDates(this.db, seasonId) },
      }),
      ctx,
    );
  }

  addSection(
    actor: Actor,
    teamId: string,
    seasonId: string,
    input: SeasonSectionInput,
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    return this.run(
      actor,
      teamId,
      seasonId,
      () => ({
        type: 'AddSeasonSection',
        data: { section: { id: ctx.newId('season-section'), ...input }, index: null },
      }),
      ctx,
    );
  }

  editSection(
    actor: Actor,
    teamId: string,
    seasonId: string,
    sectionId: string,
    changes: SeasonSectionPatch,
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    return this.run(actor, teamId, seasonId, () => ({ type: 'EditSeasonSection', data: { sectionId, changes } }), ctx);
  }

  removeSection(
    actor: Actor,
    teamId: string,
    seasonId: string,
    sectionId: string,
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    return this.run(actor, teamId, seasonId, () => ({ type: 'RemoveSeasonSection', data: { sectionId } }), ctx);
  }

  reorderSections(
    actor: Actor,
    teamId: string,
    seasonId: string,
    sectionIds: string[],
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    return this.run(actor, teamId, seasonId, () => ({ type: 'ReorderSeasonSections', data: { sectionIds } }), ctx);
  }

  addMarker(
    actor: Actor,
    teamId: string,
    seasonId: string,
    input: SeasonMarkerInput,
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    return this.run(
      actor,
      teamId,
      seasonId,
      () => ({ type: 'AddSeasonMarker', data: { marker: { id: ctx.newId('season-marker'), ...input } } }),
      ctx,
    );
  }

  editMarker(
    actor: Actor,
    teamId: string,
    seasonId: string,
    markerId: string,
    changes: SeasonMarkerPatch,
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    return this.run(actor, teamId, seasonId, () => ({ type: 'EditSeasonMarker', data: { markerId, changes } }), ctx);
  }

  removeMarker(
    actor: Actor,
    teamId: string,
    seasonId: string,
    markerId: string,
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    return this.run(actor, teamId, seasonId, () => ({ type: 'RemoveSeasonMarker', data: { markerId } }), ctx);
  }

  /** A new secret for the link; the old one stops working in the same transaction. Shown in this answer only. */
  async rotateShareLink(
    actor: Actor,
    teamId: string,
    seasonId: string,
    kind: ShareLinkKind,
    ctx: CommandContext,
  ): Promise<SeasonShareLink> {
    await this.team(actor, teamId, 'season.share');
    const token = newShareToken();
    const linkId = ctx.newId(`season-link-${kind}`);
    await this.handler.handle(
      seasonTarget(seasonId),
      { type: 'RotateSeasonShareLink', data: { kind, linkId, rotatedBy: actor!.userId, at: ctx.metadata.at } },
      ctx,
      {
        authorize: (state) => void seasonOfTeam(state, teamId),
        alsoInTransaction: (tx, decided) =>
          decided.events.length > 0 ? storeShareToken(tx, seasonId, kind, linkId, token) : Promise.resolve(),
      },
    );
    return { kind, token, url: shareUrl(this.settings.publicUrl, seasonId, kind, token), rotatedAt: ctx.metadata.at };
  }

  /** A new draft practice of the team on this day (the team's start time and length unless given), on the calendar. */
  async createPractice(
    actor: Actor,
    teamId: string,
    seasonId: string,
    input: {
      date: string;
      startTime?: string | undefined;
      durationMinutes?: number | undefined;
      name?: string | undefined;
    },
    ctx: CommandContext,
  ): Promise<{ planId: string; season: SeasonTimeline }> {
    const { team } = await this.team(actor, teamId, 'season.edit');
    const season = seasonOfTeam((await this.handler.read(seasonTarget(seasonId))).state, teamId);
    const startTime = input.startTime ?? team.details.practiceStartTime;
    const durationMinutes = input.durationMinutes ?? team.details.practiceMinutes;
    const metadata: PlanMetadata = {
      name: input.name ?? practiceName(input.date),
      description: '',
      sport: team.details.sport,
      phaseOfSeason: null,
      practiceGoals: [],
      expectedParticipants: null,
      startTime,
      visibility: 'team',
      editableByOthers: false,
      teamId,
      scheduledDate: null,
      targetMinutes: durationMinutes,
    };
    const planId = ctx.newId('season-practice');
    const commands: PlanCommand[] = [
      {
        type: 'CreatePlan',
        data: {
          planId,
          ownerId: actor!.userId,
          metadata,
          sections: defaultSectionsFor(team.details.sport, randomUUID),
          copiedFrom: null,
          draftId: null,
        },
      },
      {
        type: 'SchedulePlan',
        data: {
          seasonId,
          date: input.date,
          startTime,
          durationMinutes,
          season: { teamId, startDate: season.details.startDate, endDate: season.details.endDate },
        },
      },
    ];
    const decided = await this.handler.handle(
      planTarget(planId),
      (state): PlanCommand =>
        state.status === 'none'
          ? { type: 'ApplyPlanCommands', data: { commands } }
          : { type: 'ApplyPlanCommands', data: { commands: [] } },
      ctx,
    );
    return {
      planId,
      season: await this.answer(actor, teamId, seasonId, { planId, practice: practiceOf(decided.state, seasonId) }),
    };
  }

  /** Puts a team plan on the season's calendar, or moves it there; the plan's own editors may. */
  async schedulePractice(
    actor: Actor,
    teamId: string,
    seasonId: string,
    planId: string,
    input: SchedulePracticeInput,
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    await this.team(actor, teamId, 'season.edit');
    const season = seasonOfTeam((await this.handler.read(seasonTarget(seasonId))).state, teamId);
    const bounds = { teamId, startDate: season.details.startDate, endDate: season.details.endDate };
    const decided = await this.handler.handle(
      planTarget(planId),
      { type: 'SchedulePlan', data: { seasonId, ...input, season: bounds } },
      ctx,
      { authorize: (state) => void authorizePlan(actor, state, 'content.edit') },
    );
    return this.answer(actor, teamId, seasonId, { planId, practice: practiceOf(decided.state, seasonId) });
  }

  async unschedulePractice(
    actor: Actor,
    teamId: string,
    seasonId: string,
    planId: string,
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    await this.team(actor, teamId, 'season.edit');
    seasonOfTeam((await this.handler.read(seasonTarget(seasonId))).state, teamId);
    const decided = await this.handler.handle(planTarget(planId), { type: 'UnschedulePlan', data: {} }, ctx, {
      authorize: (state) => {
        const plan = authorizePlan(actor, state, 'content.edit');
        if (plan.schedule?.seasonId !== seasonId)
          throw conflict('SEASON.PRACTICE_NOT_IN_SEASON', 'This practice is not on this season’s calendar.');
      },
    });
    return this.answer(actor, teamId, seasonId, { planId, practice: practiceOf(decided.state, seasonId) });
  }

  private async run(
    actor: Actor,
    teamId: string,
    seasonId: string,
    command: () => SeasonCommand | Promise<SeasonCommand>,
    ctx: CommandContext,
  ): Promise<SeasonTimeline> {
    await this.team(actor, teamId, 'season.edit');
    await this.handler.handle(seasonTarget(seasonId), () => command(), ctx, {
      authorize: (state) => void seasonOfTeam(state, teamId),
    });
    return this.answer(actor, teamId, seasonId);
  }

  /**
   * The season as decided, from the streams (never a read model that may lag); practices from the read model, with
   * the one this request placed, moved or took off shown as decided.
   */
  private async answer(
    actor: Actor,
    teamId: string,
    seasonId: string,
    decided?: { planId: string; practice: SeasonPracticeView | null },
  ): Promise<SeasonTimeline> {
    const [teamState, seasonState, practices] = await Promise.all([
      this.handler.read(teamTarget(teamId)),
      this.handler.read(seasonTarget(seasonId)),
      seasonPractices(this.db, seasonId),
    ]);
    const { team, actor: inTeam } = authorizeInTeam(actor, teamState.state, 'season.read');
    const all = decided
      ? [...practices.filter((p) => p.planId !== decided.planId), ...(decided.practice ? [decided.practice] : [])].sort(
          (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
        )
      : practices;
    return seasonTimelineFromState(inTeam, seasonOfTeam(seasonState.state, teamId), team, all);
  }
}

/** A plan's place on this season's calendar as a command left it (null: not on it). */
function practiceOf(state: PlanState, seasonId: string): SeasonPracticeView | null {
  if (state.status !== 'active' || !state.schedule || state.schedule.seasonId !== seasonId) return null;
  const { date, startTime, durationMinutes } = state.schedule;
  return {
    planId: state.planId,
    name: state.metadata.name,
    date,
    startTime,
    durationMinutes,
    published: state.published,
  };
}
