import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { fetchDrill } from '../../drills';
import { listOpenDrafts } from './draft-api';

/** Query keys of the wizard: everything under one root, so a save refreshes the home page's list too. */
export const wizardKeys = {
  all: ['plan-drafts'] as const,
  open: () => ['plan-drafts', 'open'] as const,
  drill: (id: string) => ['plan-drafts', 'drill', id] as const,
};

export const openDraftsQuery = () =>
  queryOptions({ queryKey: wizardKeys.open(), queryFn: ({ signal }) => listOpenDrafts(signal), staleTime: 0 });

/** What the wizard shows of a chosen drill. `available: false`: deleted, or no longer the coach's to open. */
export type DrillRef =
  | { id: string; available: true; name: string; lengthMin: number; lengthMax: number }
  | { id: string; available: false };

/** A chosen drill's name (the draft stores only ids); seeded from search results, fetched after a reload. */
export const drillRefQuery = (id: string) =>
  queryOptions({
    queryKey: wizardKeys.drill(id),
    queryFn: async ({ signal }): Promise<DrillRef> => {
      try {
        const drill = await fetchDrill(id, signal);
        return { id, available: true, name: drill.name, lengthMin: drill.lengthMin, lengthMax: drill.lengthMax };
      } catch (error) {
        if (isApiError(error) && [401, 403, 404].includes(error.status)) return { id, available: false };
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
