import type { CreatePlanBody, FormationSummary, PlanCommandInput, SportId } from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';
import type { MyVote, VoteResponse as VoteResult } from '@sideline/domain';
import type { HistoryEntry } from '@sideline/domain';
import type { PlanCommandResult, PlanDetail, PlanListPage, PlanUndoResult } from '@sideline/domain';

/** The practice plans API, one function per endpoint (contract: docs/practice-plans.md). */

export const planPath = (id: string) => `/api/practice-plans/${encodeURIComponent(id)}`;

export const listPlans = (query: string, signal?: AbortSignal) =>
  apiFetch<PlanListPage>(`/api/practice-plans${query ? `?${query}` : ''}`, { signal });

export async function fetchPlan(id: string, signal?: AbortSignal): Promise<PlanDetail> {
  return (await apiFetch<{ plan: PlanDetail }>(planPath(id), { signal })).plan;
}

export async function createPlan(body: CreatePlanBody): Promise<PlanDetail> {
  return (await apiFetch<{ plan: PlanDetail }>('/api/practice-plans', { method: 'POST', json: body })).plan;
}

/** One editor command; the answer holds the whole plan as it is now (co-editors' changes included). */
export const sendPlanCommand = (id: string, command: PlanCommandInput) =>
  apiFetch<PlanCommandResult>(`${planPath(id)}/commands`, { method: 'POST', json: command });

export const undoPlanChange = (id: string) =>
  apiFetch<PlanUndoResult>(`${planPath(id)}/undo`, { method: 'POST', json: {} });
export const redoPlanChange = (id: string) =>
  apiFetch<PlanUndoResult>(`${planPath(id)}/redo`, { method: 'POST', json: {} });

export async function duplicatePlan(id: string): Promise<PlanDetail> {
  return (await apiFetch<{ plan: PlanDetail }>(`${planPath(id)}/duplicate`, { method: 'POST', json: {} })).plan;
}

export async function setPlanPublished(id: string, published: boolean): Promise<PlanDetail> {
  return (
    await apiFetch<{ plan: PlanDetail }>(`${planPath(id)}/${published ? 'publish' : 'unpublish'}`, {
      method: 'POST',
      json: {},
    })
  ).plan;
}

export const deletePlan = (id: string) => apiFetch<void>(planPath(id), { method: 'DELETE' });

export async function restorePlan(id: string): Promise<PlanDetail> {
  return (await apiFetch<{ plan: PlanDetail }>(`${planPath(id)}/restore`, { method: 'POST', json: {} })).plan;
}

export const voteOnPlan = (id: string, value: MyVote) =>
  apiFetch<VoteResult>(`${planPath(id)}/vote`, { method: 'PUT', json: { value } });

export async function fetchPlanHistory(id: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return (await apiFetch<{ items: HistoryEntry[] }>(`${planPath(id)}/history`, { signal })).items;
}

/** Formations for the editor's search (listed ones, and mine), in the plan's sport. */
/** A few fields of a formation, for the editor's formation search and "use in plan". */
export type FormationRef = Pick<FormationSummary, 'id' | 'name' | 'sport' | 'briefDescription'>;

export async function searchFormations(
  q: string,
  sport: SportId | null,
  signal?: AbortSignal,
): Promise<FormationRef[]> {
  const params = new URLSearchParams({ pageSize: '8' });
  if (q) params.set('q', q);
  if (sport) params.set('sport', sport);
  const page = await apiFetch<{ items: FormationRef[] }>(`/api/formations?${params.toString()}`, { signal });
  return page.items.map(({ id, name, sport: formationSport, briefDescription }) => ({
    id,
    name,
    sport: formationSport,
    briefDescription,
  }));
}

export async function fetchFormationRef(id: string, signal?: AbortSignal): Promise<FormationRef> {
  const { formation } = await apiFetch<{ formation: FormationRef }>(`/api/formations/${encodeURIComponent(id)}`, {
    signal,
  });
  return {
    id: formation.id,
    name: formation.name,
    sport: formation.sport,
    briefDescription: formation.briefDescription,
  };
}
