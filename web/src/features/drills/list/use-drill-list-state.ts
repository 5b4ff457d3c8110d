import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listSearch, parseListParams, type DrillListState } from './drill-list-params';

export type UpdateListState = (next: DrillListState, options?: { replace?: boolean }) => void;

/** The drill list's state, read from and written to the address bar (one history entry per deliberate change). */
export function useDrillListState(): [DrillListState, UpdateListState] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseListParams(new URLSearchParams(search)), [search]);
  const update = useCallback<UpdateListState>(
    (next, options) => {
      void navigate(
        { pathname, search: listSearch(next) },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [navigate, pathname],
  );
  return [state, update];
}
