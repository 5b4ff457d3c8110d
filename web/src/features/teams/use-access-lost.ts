import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useSessionUser } from '../../session/session';
import { useLiveChanges } from '../../live/use-live-changes';

/**
 * Whether an open page lost what it needs: when my teams change (I was removed, or my role changed), `stillAllowed`
 * asks the server again; a 403 or 404, or a false answer, means the page must close what it holds.
 */
export function useAccessLost(stillAllowed: () => Promise<boolean>): boolean {
  const user = useSessionUser();
  const [lost, setLost] = useState(false);
  useLiveChanges(user ? [`user-teams:${user.id}`] : [], () => {
    stillAllowed().then(
      (allowed) => setLost(!allowed),
      (error: unknown) => {
        if (isApiError(error) && (error.status === 403 || error.status === 404)) setLost(true);
      },
    );
  });
  return lost;
}
