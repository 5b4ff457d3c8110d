import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parsePlanListParams, planListSearch, type PlanListState } from './plan-list-params';

export type UpdatePlanListState = (next: PlanListState, options?: { replace?: boolean }) => void;

/** The plan list's state, read from and written to the address bar (one history entry per deliberate change). */
export function usePlanListState(): [PlanListState, UpdatePlanListState] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parsePlanListParams(new URLSearchParams(search)), [search]);
  const update = useCallback<UpdatePlanListState>(
    (next, options) => {
      void navigate(
        { pathname, search: planListSearch(next) },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [navigate, pathname],
  );
  return [state, update];
}
