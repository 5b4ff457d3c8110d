import type { DrillFields, DrillPatchInput, SportId } from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';
import type { VoteResponse as VoteResult } from '@sideline/domain';
import type {
  DrillDetail,
  DrillListPage,
  DrillRef,
  DrillFilterOptions as FilterOptions,
  HistoryEntry,
  MyVote,
  SkillSuggestion,
} from '@sideline/domain';

/** The drills API, one function per endpoint (contract: docs/api, "Drills"). */

const drillPath = (id: string) => `/api/drills/${encodeURIComponent(id)}`;

export const listDrills = (query: string, signal?: AbortSignal) =>
  apiFetch<DrillListPage>(`/api/drills${query ? `?${query}` : ''}`, { signal });

export const fetchFilterOptions = (sport: SportId | null, signal?: AbortSignal) =>
  apiFetch<FilterOptions>(`/api/drills/filter-options${sport ? `?sport=${sport}` : ''}`, { signal });

export async function fetchSkillSuggestions(
  sport: SportId,
  q: string,
  signal?: AbortSignal,
): Promise<SkillSuggestion[]> {
  const params = new URLSearchParams({ sport, q });
  return (await apiFetch<{ items: SkillSuggestion[] }>(`/api/drills/skills?${params.toString()}`, { signal })).items;
}

export async function fetchDrill(id: string, signal?: AbortSignal): Promise<DrillDetail> {
  return (await apiFetch<{ drill: DrillDetail }>(drillPath(id), { signal })).drill;
}

export async function createDrill(fields: DrillFields): Promise<DrillDetail> {
  return (await apiFetch<{ drill: DrillDetail }>('/api/drills', { method: 'POST', json: fields })).drill;
}

/** Saves the fields the coach changed (the others stay as stored, whoever changed them meanwhile). */
export async function editDrill(id: string, changes: DrillPatchInput): Promise<DrillDetail> {
  return (await apiFetch<{ drill: DrillDetail }>(drillPath(id), { method: 'PATCH', json: changes })).drill;
}

export const deleteDrill = (id: string) => apiFetch<void>(drillPath(id), { method: 'DELETE' });

export async function restoreDrill(id: string): Promise<DrillDetail> {
  return (await apiFetch<{ drill: DrillDetail }>(`${drillPath(id)}/restore`, { method: 'POST', json: {} })).drill;
}

export async function setDrillVariation(id: string, parentId: string | null): Promise<DrillDetail> {
  return (await apiFetch<{ drill: DrillDetail }>(`${drillPath(id)}/variation`, { method: 'PUT', json: { parentId } }))
    .drill;
}

export async function duplicateDrill(id: string): Promise<DrillDetail> {
  return (await apiFetch<{ drill: DrillDetail }>(`${drillPath(id)}/duplicate`, { method: 'POST', json: {} })).drill;
}

export const voteOnDrill = (id: string, value: MyVote) =>
  apiFetch<VoteResult>(`${drillPath(id)}/vote`, { method: 'PUT', json: { value } });

export async function fetchHistory(drillId: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return (await apiFetch<{ items: HistoryEntry[] }>(`${drillPath(drillId)}/history`, { signal })).items;
}

/** A short list of drills for pickers (variation of…): by name, listed ones only. */
export async function searchDrillRefs(q: string, sport: SportId | null, signal?: AbortSignal): Promise<DrillRef[]> {
  const params = new URLSearchParams({ q, pageSize: '8' });
  if (sport) params.set('sport', sport);
  const page = await listDrills(params.toString(), signal);
  return page.items.map(({ id, name, sport: drillSport, briefDescription, variationOf }) => ({
    id,
    name,
    sport: drillSport,
    briefDescription,
    variationOf,
  }));
}
