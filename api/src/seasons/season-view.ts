import {
  can,
  type Actor,
  type LiveSeason,
  type SeasonCan,
  type SeasonPracticeView,
  type SeasonTimeline,
} from '@sideline/domain';
import type { LiveTeam } from './season-access';

/** What the viewer may do with a team's seasons, from the one policy. */
export function seasonCan(actor: Actor, teamId: string, archived: boolean): SeasonCan {
  return {
    edit: !archived && can(actor, { action: 'season.edit', teamId }),
    share: !archived && can(actor, { action: 'season.share', teamId }),
    readAll: can(actor, { action: 'season.readAll', teamId }),
  };
}

/**
 * The season as a command decided it (its own stream's state; the team's from the team's stream), with the practices
 * the read model holds: what a command answers, through the same contract a GET answers with.
 */
export function seasonTimelineFromState(
  actor: Actor,
  season: LiveSeason,
  team: LiveTeam,
  practices: readonly SeasonPracticeView[],
): SeasonTimeline {
  const flags = seasonCan(actor, team.teamId, team.status === 'archived');
  const shown = <T extends { visibleToMembers: boolean }>(rows: readonly T[]) =>
    rows.filter((r) => flags.readAll || r.visibleToMembers);
  const { details } = season;
  return {
    season: {
      id: season.seasonId,
      teamId: season.teamId,
      name: details.name,
      startDate: details.startDate,
      endDate: details.endDate,
      templatePlanId: details.templatePlanId,
      active: team.activeSeasonId === season.seasonId,
    },
    team: {
      id: team.teamId,
      name: team.details.name,
      timeZone: team.details.timeZone,
      firstDayOfWeek: team.details.firstDayOfWeek,
    },
    sections: shown(season.sections.map((s, order) => ({ ...s, order }))),
    markers: shown(Object.values(season.markers)).sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) ||
        (a.time ?? '').localeCompare(b.time ?? '') ||
        a.title.localeCompare(b.title) ||
        a.id.localeCompare(b.id),
    ),
    practices: practices.filter((p) => flags.readAll || p.published),
    shareLinks: {
      view: season.shareLinks.view?.rotatedAt ?? null,
      calendar: season.shareLinks.calendar?.rotatedAt ?? null,
    },
    can: flags,
  };
}
