import type { FormationFields, FormationPatch, SportId } from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';
import type { MyVote, VoteResponse as VoteResult } from '@sideline/domain';
import type { HistoryEntry } from '@sideline/domain';
import type { FormationDetail, FormationListPage, TagCount } from '@sideline/domain';

/** The formations API, one function per endpoint. Versions of the diagram: collab-canvas/document-versions.ts. */

export const formationPath = (id: string) => `/api/formations/${encodeURIComponent(id)}`;

export const listFormations = (query: string, signal?: AbortSignal) =>
  apiFetch<FormationListPage>(`/api/formations${query ? `?${query}` : ''}`, { signal });

export async function fetchFormationTags(sport: SportId | null, signal?: AbortSignal): Promise<TagCount[]> {
  return (await apiFetch<{ items: TagCount[] }>(`/api/formations/tags${sport ? `?sport=${sport}` : ''}`, { signal }))
    .items;
}

export async function fetchFormation(id: string, signal?: AbortSignal): Promise<FormationDetail> {
  return (await apiFetch<{ formation: FormationDetail }>(formationPath(id), { signal })).formation;
}

export async function createFormation(fields: FormationFields): Promise<FormationDetail> {
  return (await apiFetch<{ formation: FormationDetail }>('/api/formations', { method: 'POST', json: fields }))
    .formation;
}

/** Saves the changed fields; `version` (the ETag) makes the server refuse (412) when someone saved in between. */
export async function updateFormation(id: string, patch: FormationPatch, version: number): Promise<FormationDetail> {
  return (
    await apiFetch<{ formation: FormationDetail }>(formationPath(id), {
      method: 'PATCH',
      json: patch,
      headers: { 'if-match': `"${version}"` },
    })
  ).formation;
}

export const deleteFormation = (id: string) => apiFetch<void>(formationPath(id), { method: 'DELETE' });

export async function restoreFormation(id: string): Promise<FormationDetail> {
  return (await apiFetch<{ formation: FormationDetail }>(`${formationPath(id)}/restore`, { method: 'POST', json: {} }))
    .formation;
}

export async function duplicateFormation(id: string): Promise<FormationDetail> {
  return (
    await apiFetch<{ formation: FormationDetail }>(`${formationPath(id)}/duplicate`, { method: 'POST', json: {} })
  ).formation;
}

export const voteOnFormation = (id: string, value: MyVote) =>
  apiFetch<VoteResult>(`${formationPath(id)}/vote`, { method: 'PUT', json: { value } });

export async function fetchFormationHistory(id: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return (await apiFetch<{ items: HistoryEntry[] }>(`${formationPath(id)}/history`, { signal })).items;
}
