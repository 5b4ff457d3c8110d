import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listSearch, parseListParams, type FormationListState } from './formation-list-params';

export type UpdateListState = (next: FormationListState, options?: { replace?: boolean }) => void;

/** The formation list's state, read from and written to the address bar (one history entry per deliberate change). */
export function useFormationListState(): [FormationListState, UpdateListState] {
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
