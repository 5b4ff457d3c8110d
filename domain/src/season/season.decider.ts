import { validationError } from '../shared/errors';
import { assertNever, type Decider } from '../shared/events';
import type { SeasonCommand } from './season.commands';
import {
  datesOutOfOrder,
  seasonMarkerNotFound,
  outsideSeason,
  seasonExists,
  seasonNotFound,
  seasonSectionNotFound,
  seasonTooLong,
  wouldLeaveOutside,
} from './season-errors';
import type { SeasonEvent } from './season.events';
import type { SeasonDetails, SeasonMarker, SeasonSection, ShareLinks } from './season.model';
import { SEASON_LIMITS, daysBetween } from './season.schemas';

export type SeasonState =
  | { status: 'none' }
  | {
      status: 'active';
      seasonId: string;
      teamId: string;
      details: SeasonDetails;
      /** in display order */
      sections: readonly SeasonSection[];
      markers: Readonly<Record<string, SeasonMarker>>;
      shareLinks: ShareLinks;
    };
export type LiveSeason = Exclude<SeasonState, { status: 'none' }>;

export const initialSeasonState = (): SeasonState => ({ status: 'none' });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
type Range = { startDate: string; endDate: string };

function live(state: SeasonState): LiveSeason {
  if (state.status === 'none') throw seasonNotFound();
  return state;
}

/** Both ends inside the season, start before end; `what` names it in the message. */
function mustFit(range: Range, season: Range, what: string): void {
  if (range.endDate < range.startDate) throw datesOutOfOrder();
  if (range.startDate < season.startDate || range.startDate > season.endDate)
    throw outsideSeason(what, season, 'startDate');
  if (range.endDate > season.endDate || range.endDate < season.startDate) throw outsideSeason(what, season, 'endDate');
}

/** Only the fields whose value differs, as {from, to}. */
function changesOf<T extends object>(current: T, patch: Partial<T>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(patch)) {
    const from = (current as Record<string, unknown>)[field];
    if (to !== undefined && !same(from, to)) changes[field] = { from, to };
  }
  return changes;
}

function checkLength(range: Range): void {
  const days = daysBetween(range.startDate, range.endDate);
  if (days > SEASON_LIMITS.days) throw seasonTooLong(days, SEASON_LIMITS.days);
}

function decideDates(season: LiveSeason, next: Range, practiceDates: readonly string[]): void {
  if (next.endDate < next.startDate) throw datesOutOfOrder();
  checkLength(next);
  const outside = (r: Range) => r.startDate < next.startDate || r.endDate > next.endDate;
  const left = [
    ...season.sections.filter(outside).map((s) => `section “${s.name}”`),
    ...Object.values(season.markers)
      .filter(outside)
      .map((m) => `marker “${m.title}”`),
    ...practiceDates.filter((d) => outside({ startDate: d, endDate: d })).map((d) => `the practice on ${d}`),
  ];
  if (left.length === 0) return;
  const early =
    season.sections.some((s) => s.startDate < next.startDate) ||
    Object.values(season.markers).some((m) => m.startDate < next.startDate) ||
    practiceDates.some((d) => d < next.startDate);
  throw wouldLeaveOutside(early ? 'startDate' : 'endDate', left);
}

export function decideSeason(command: SeasonCommand, state: SeasonState): SeasonEvent[] {
  if (command.type === 'CreateSeason') {
    if (state.status !== 'none') throw seasonExists();
    const { details } = command.data;
    if (details.endDate < details.startDate) throw datesOutOfOrder();
    checkLength(details);
    return [{ type: 'SeasonCreated', data: command.data }];
  }
  const season = live(state);
  const seasonId = season.seasonId;
  switch (command.type) {
    case 'EditSeason': {
      const changes = changesOf(season.details, command.data.changes);
      if (Object.keys(changes).length === 0) return [];
      const next = { ...season.details, ...command.data.changes };
      if (changes.startDate || changes.endDate) decideDates(season, next, command.data.practiceDates);
      return [{ type: 'SeasonDetailsChanged', data: { seasonId, changes } }];
    }
    case 'AddSeasonSection': {
      const { section, index } = command.data;
      if (season.sections.some((s) => s.id === section.id)) return [];
      if (season.sections.length >= SEASON_LIMITS.sections)
        throw validationError('SEASON.TOO_MANY_SECTIONS', `A season has at most ${SEASON_LIMITS.sections} sections.`, {
          name: [`At most ${SEASON_LIMITS.sections} sections.`],
        });
      mustFit(section, season.details, 'The section');
      const at = index === null ? season.sections.length : Math.max(0, Math.min(index, season.sections.length));
      return [{ type: 'SeasonSectionAdded', data: { seasonId, section, index: at } }];
    }
    case 'EditSeasonSection': {
      const section = season.sections.find((s) => s.id === command.data.sectionId);
      if (!section) throw seasonSectionNotFound();
      const changes = changesOf(section, command.data.changes);
      if (Object.keys(changes).length === 0) return [];
      mustFit({ ...section, ...command.data.changes }, season.details, 'The section');
      return [{ type: 'SeasonSectionChanged', data: { seasonId, sectionId: section.id, changes } }];
    }
    case 'RemoveSeasonSection': {
      const index = season.sections.findIndex((s) => s.id === command.data.sectionId);
      if (index < 0) throw seasonSectionNotFound();
      return [{ type: 'SeasonSectionRemoved', data: { seasonId, section: season.sections[index]!, index } }];
    }
    case 'ReorderSeasonSections': {
      const from = season.sections.map((s) => s.id);
      const to = command.data.sectionIds;
      if (to.length !== from.length || new Set(to).size !== to.length || !to.every((id) => from.includes(id))) {
        throw validationError('SEASON.REORDER_MISMATCH', 'List every section of the season once, in the new order.', {
          sectionIds: ['List every section once.'],
        });
      }
      return same(from, to) ? [] : [{ type: 'SeasonSectionsReordered', data: { seasonId, from, to } }];
    }
    case 'AddSeasonMarker': {
      const { marker } = command.data;
      if (season.markers[marker.id]) return [];
      if (Object.keys(season.markers).length >= SEASON_LIMITS.markers)
        throw validationError('SEASON.TOO_MANY_MARKERS', `A season has at most ${SEASON_LIMITS.markers} markers.`, {
          title: [`At most ${SEASON_LIMITS.markers} markers.`],
        });
      mustFit(marker, season.details, 'The marker');
      return [{ type: 'SeasonMarkerAdded', data: { seasonId, marker } }];
    }
    case 'EditSeasonMarker': {
      const marker = season.markers[command.data.markerId];
      if (!marker) throw seasonMarkerNotFound();
      const changes = changesOf(marker, command.data.changes);
      if (Object.keys(changes).length === 0) return [];
      mustFit({ ...marker, ...command.data.changes }, season.details, 'The marker');
      return [{ type: 'SeasonMarkerChanged', data: { seasonId, markerId: marker.id, changes } }];
    }
    case 'RemoveSeasonMarker': {
      const marker = season.markers[command.data.markerId];
      if (!marker) throw seasonMarkerNotFound();
      return [{ type: 'SeasonMarkerRemoved', data: { seasonId, marker } }];
    }
    case 'RotateSeasonShareLink': {
      const { kind, linkId, rotatedBy, at } = command.data;
      if (season.shareLinks[kind]?.linkId === linkId) return [];
      return [{ type: 'SeasonShareLinkRotated', data: { seasonId, kind, linkId, rotatedBy, at } }];
    }
    default:
      return assertNever(command, 'season command');
  }
}

function applyChanges<T extends object>(value: T, changes: Record<string, { to: unknown } | undefined>): T {
  const next = { ...value } as Record<string, unknown>;
  for (const [field, change] of Object.entries(changes)) if (change) next[field] = change.to;
  return next as T;
}

export function evolveSeason(state: SeasonState, event: SeasonEvent): SeasonState {
  if (event.type === 'SeasonCreated') {
    const { seasonId, teamId, details } = event.data;
    return { status: 'active', seasonId, teamId, details, sections: [], markers: {}, shareLinks: {} };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'SeasonDetailsChanged':
      return { ...state, details: applyChanges(state.details, event.data.changes) };
    case 'SeasonSectionAdded': {
      const sections = [...state.sections];
      sections.splice(event.data.index, 0, event.data.section);
      return { ...state, sections };
    }
    case 'SeasonSectionChanged':
      return {
        ...state,
        sections: state.sections.map((s) => (s.id === event.data.sectionId ? applyChanges(s, event.data.changes) : s)),
      };
    case 'SeasonSectionRemoved':
      return { ...state, sections: state.sections.filter((s) => s.id !== event.data.section.id) };
    case 'SeasonSectionsReordered': {
      const byId = new Map(state.sections.map((s) => [s.id, s]));
      return { ...state, sections: event.data.to.flatMap((id) => byId.get(id) ?? []) };
    }
    case 'SeasonMarkerAdded':
      return { ...state, markers: { ...state.markers, [event.data.marker.id]: event.data.marker } };
    case 'SeasonMarkerChanged': {
      const marker = state.markers[event.data.markerId];
      return marker
        ? { ...state, markers: { ...state.markers, [marker.id]: applyChanges(marker, event.data.changes) } }
        : state;
    }
    case 'SeasonMarkerRemoved': {
      const { [event.data.marker.id]: _gone, ...markers } = state.markers;
      return { ...state, markers };
    }
    case 'SeasonShareLinkRotated':
      return {
        ...state,
        shareLinks: { ...state.shareLinks, [event.data.kind]: { linkId: event.data.linkId, rotatedAt: event.data.at } },
      };
    default:
      return assertNever(event, 'season event');
  }
}

export const seasonDecider: Decider<SeasonCommand, SeasonEvent, SeasonState> = {
  decide: decideSeason,
  evolve: evolveSeason,
  initialState: initialSeasonState,
};
