import type {
  CreateSeasonInput,
  SeasonCoverage,
  SeasonList,
  SeasonMarkerInput,
  SeasonMarkerPatch,
  SeasonPatch,
  SeasonSectionInput,
  SeasonSectionPatch,
  SeasonShareLink,
  SeasonTimeline,
  ShareLinkKind,
} from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';

export type { SeasonCoverage, SeasonList, SeasonShareLink, SeasonTimeline };

const seasons = (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/seasons`;
const season = (teamId: string, seasonId: string) => `${seasons(teamId)}/${encodeURIComponent(seasonId)}`;
type Answer = { season: SeasonTimeline };
const timeline = (answer: Answer) => answer.season;

export const fetchSeasons = (teamId: string, signal?: AbortSignal) => apiFetch<SeasonList>(seasons(teamId), { signal });
export const fetchSeason = (teamId: string, seasonId: string, signal?: AbortSignal) =>
  apiFetch<Answer>(season(teamId, seasonId), { signal }).then(timeline);
export const fetchCoverage = (teamId: string, seasonId: string, signal?: AbortSignal) =>
  apiFetch<SeasonCoverage>(`${season(teamId, seasonId)}/coverage`, { signal });
export const fetchSharedSeason = (seasonId: string, token: string, signal?: AbortSignal) =>
  apiFetch<Answer>(`/api/seasons/${encodeURIComponent(seasonId)}/view?token=${encodeURIComponent(token)}`, {
    signal,
  }).then(timeline);

export const createSeason = (teamId: string, input: Partial<CreateSeasonInput>) =>
  apiFetch<Answer>(seasons(teamId), { method: 'POST', json: input }).then(timeline);
export const editSeason = (teamId: string, seasonId: string, changes: SeasonPatch) =>
  apiFetch<Answer>(season(teamId, seasonId), { method: 'PATCH', json: changes }).then(timeline);
export const activateSeason = (teamId: string, seasonId: string) =>
  apiFetch<Answer>(`${season(teamId, seasonId)}/activate`, { method: 'POST', json: {} }).then(timeline);

export const addSection = (teamId: string, seasonId: string, input: Partial<SeasonSectionInput>) =>
  apiFetch<Answer>(`${season(teamId, seasonId)}/sections`, { method: 'POST', json: input }).then(timeline);
export const editSection = (teamId: string, seasonId: string, sectionId: string, changes: SeasonSectionPatch) =>
  apiFetch<Answer>(`${season(teamId, seasonId)}/sections/${encodeURIComponent(sectionId)}`, {
    method: 'PATCH',
    json: changes,
  }).then(timeline);
export const removeSection = (teamId: string, seasonId: string, sectionId: string) =>
  apiFetch<Answer>(`${season(teamId, seasonId)}/sections/${encodeURIComponent(sectionId)}`, { method: 'DELETE' }).then(
    timeline,
  );
export const reorderSections = (teamId: string, seasonId: string, sectionIds: string[]) =>
  apiFetch<Answer>(`${season(teamId, seasonId)}/sections/order`, { method: 'PUT', json: { sectionIds } }).then(
    timeline,
  );

export const addMarker = (teamId: string, seasonId: string, input: Partial<SeasonMarkerInput>) =>
  apiFetch<Answer>(`${season(teamId, seasonId)}/markers`, { method: 'POST', json: input }).then(timeline);
export const editMarker = (teamId: string, seasonId: string, markerId: string, changes: SeasonMarkerPatch) =>
  apiFetch<Answer>(`${season(teamId, seasonId)}/markers/${encodeURIComponent(markerId)}`, {
    method: 'PATCH',
    json: changes,
  }).then(timeline);
export const removeMarker = (teamId: string, seasonId: string, markerId: string) =>
  apiFetch<Answer>(`${season(teamId, seasonId)}/markers/${encodeURIComponent(markerId)}`, { method: 'DELETE' }).then(
    timeline,
  );

export const createPractice = (teamId: string, seasonId: string, date: string) =>
  apiFetch<{ planId: string; season: SeasonTimeline }>(`${season(teamId, seasonId)}/practices`, {
    method: 'POST',
    json: { date },
  });
export const rotateShareLink = (teamId: string, seasonId: string, kind: ShareLinkKind) =>
  apiFetch<SeasonShareLink>(`${season(teamId, seasonId)}/share-links/${kind}/rotate`, { method: 'POST', json: {} });

export const seasonKeys = {
  list: (teamId: string) => ['seasons', 'list', teamId] as const,
  one: (teamId: string, seasonId: string) => ['seasons', 'one', teamId, seasonId] as const,
  coverage: (teamId: string, seasonId: string) => ['seasons', 'coverage', teamId, seasonId] as const,
  shared: (seasonId: string, token: string) => ['seasons', 'shared', seasonId, token] as const,
};
