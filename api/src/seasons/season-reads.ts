import { Inject, Injectable } from '@nestjs/common';
import {
  authorize,
  can,
  notFound,
  unauthenticated,
  type Actor,
  type SeasonCoverage,
  type SeasonList,
  type SeasonTimeline,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { findSeason, findTeam, seasonCoverageOf, seasonTimeline, teamSeasons } from '@sideline/projections';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, DATABASE } from '../app/tokens';
import { seasonNotFound } from './season-access';
import { calendarUidDomain, seasonCalendar } from './season-calendar';
import { shareTokenOpens } from './season-share-tokens';
import { seasonCan } from './season-view';

const teamNotFound = () => notFound('TEAM.NOT_FOUND', 'There is no such team.');
const linkNotFound = () =>
  notFound('SEASON.LINK_NOT_FOUND', 'This link does not work (any more). Ask the team for a new one.');

/** Reading seasons: from the read models, with what the viewer may see and do from the one policy. */
@Injectable()
export class SeasonReads {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) private readonly settings: ApiSettings,
  ) {}

  /** Members read; anyone else is told there is no such team. */
  private async readable(actor: Actor, teamId: string): Promise<{ archived: boolean }> {
    authorize(actor, { action: 'account.signedIn' });
    const team = await findTeam(this.db, teamId);
    if (!team || !can(actor, { action: 'season.read', teamId })) throw teamNotFound();
    return { archived: team.archived };
  }

  async list(actor: Actor, teamId: string): Promise<SeasonList> {
    const team = await this.readable(actor, teamId);
    return { ...(await teamSeasons(this.db, teamId)), can: { edit: seasonCan(actor, teamId, team.archived).edit } };
  }

  async timeline(actor: Actor, teamId: string, seasonId: string): Promise<SeasonTimeline> {
    const team = await this.readable(actor, teamId);
    const flags = seasonCan(actor, teamId, team.archived);
    const timeline = await seasonTimeline(this.db, seasonId, flags.readAll);
    if (!timeline || timeline.season.teamId !== teamId) throw seasonNotFound();
    return { ...timeline, shareLinks: flags.share ? timeline.shareLinks : { view: null, calendar: null }, can: flags };
  }

  async active(actor: Actor, teamId: string): Promise<SeasonTimeline> {
    await this.readable(actor, teamId);
    const { activeSeasonId } = await teamSeasons(this.db, teamId);
    if (!activeSeasonId) throw notFound('SEASON.NONE_ACTIVE', 'This team has no active season yet.');
    return this.timeline(actor, teamId, activeSeasonId);
  }

  async coverage(actor: Actor, teamId: string, seasonId: string): Promise<SeasonCoverage> {
    await this.readable(actor, teamId);
    const season = await findSeason(this.db, seasonId);
    if (!season || season.teamId !== teamId) throw seasonNotFound();
    return (await seasonCoverageOf(this.db, seasonId, can(actor, { action: 'season.readAll', teamId })))!;
  }

  /** The public page of a season: its link's token is the permission. No token: 401; a wrong or rotated one: 404. */
  async shared(seasonId: string, token: string | undefined): Promise<SeasonTimeline> {
    if (!token) throw unauthenticated('This page needs the link the team shared (it carries a token).');
    if (!(await shareTokenOpens(this.db, seasonId, 'view', token))) throw linkNotFound();
    const timeline = await seasonTimeline(this.db, seasonId, false);
    if (!timeline) throw linkNotFound();
    return {
      ...timeline,
      shareLinks: { view: null, calendar: null },
      can: { edit: false, share: false, readAll: false },
    };
  }

  /**
   * The calendar feed: by the calendar link's token (what members see), or for a signed-in member of the team (its
   * staff get drafts too, marked TENTATIVE).
   */
  async calendar(actor: Actor, seasonId: string, token: string | undefined): Promise<string> {
    let readAll = false;
    if (token) {
      if (!(await shareTokenOpens(this.db, seasonId, 'calendar', token))) throw linkNotFound();
    } else {
      if (!actor) throw unauthenticated('Sign in, or use the calendar link the team shared.');
      const season = await findSeason(this.db, seasonId);
      if (!season || !can(actor, { action: 'season.read', teamId: season.teamId })) throw seasonNotFound();
      readAll = can(actor, { action: 'season.readAll', teamId: season.teamId });
    }
    const timeline = await seasonTimeline(this.db, seasonId, readAll);
    if (!timeline) throw linkNotFound();
    return seasonCalendar(timeline, calendarUidDomain(this.settings.publicUrl));
  }
}
