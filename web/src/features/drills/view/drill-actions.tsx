import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../../../api/friendly-message';
import { CartToggle } from '../cart/cart-toggle';
import { deleteDrill, duplicateDrill, restoreDrill } from '../drill-api';
import { drillKeys } from '../drill-queries';
import type { DrillDetail } from '../drill-types';
import styles from './drill-view.module.css';

const HANDLED = { handledStatuses: [400, 401, 403, 404, 409] };

/** What the coach may do with this drill: shown per the policy's answer in `permissions`. */
export function DrillActions({ drill, signedIn }: { drill: DrillDetail; signedIn: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: drillKeys.lists() });

  const restore = useMutation({
    mutationFn: () => restoreDrill(drill.id),
    onSuccess: (restored) => {
      queryClient.setQueryData(drillKeys.detail(restored.id), restored);
      void refreshLists();
      toast.success(`“${restored.name}” is back.`);
    },
    onError: (error) => toast.error(`The drill was not restored. ${friendlyMessage(error)}`),
    meta: HANDLED,
  });

  const remove = useMutation({
    mutationFn: () => deleteDrill(drill.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: drillKeys.detail(drill.id) });
      void refreshLists();
      // The page is gone by the time Undo is clicked: restore directly, not through this page's mutation.
      toast.success(`“${drill.name}” was deleted.`, {
        action: {
          label: 'Undo',
          onClick: () =>
            void restoreDrill(drill.id).then(
              (restored) => {
                queryClient.setQueryData(drillKeys.detail(restored.id), restored);
                void refreshLists();
                toast.success(`“${restored.name}” is back.`);
              },
              (error: unknown) => toast.error(`The drill was not restored. ${friendlyMessage(error)}`),
            ),
        },
      });
      void navigate('/drills');
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(`The drill was not deleted. ${friendlyMessage(error)}`);
    },
    meta: HANDLED,
  });

  const duplicate = useMutation({
    mutationFn: () => duplicateDrill(drill.id),
    onSuccess: (copy) => {
      queryClient.setQueryData(drillKeys.detail(copy.id), copy);
      void refreshLists();
      toast.success(`A private copy was made: “${copy.name}”.`);
      void navigate(`/drills/${copy.id}`);
    },
    onError: (error) => toast.error(`The drill was not copied. ${friendlyMessage(error)}`),
    meta: HANDLED,
  });

  if (drill.deleted) {
    return (
      <div className={styles.actions}>
        {drill.permissions.canRestore ? (
          <button type="button" className="button button--primary" onClick={() => restore.mutate()} disabled={restore.isPending}>
            {restore.isPending ? 'Restoring…' : 'Restore this drill'}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      {drill.permissions.canEngage ? <CartToggle drill={drill} /> : null}
      {drill.permissions.canEdit ? (
        <Link to={`/drills/${drill.id}/edit`} className="button button--secondary">
          Edit
        </Link>
      ) : null}
      {signedIn ? (
        <button type="button" className="button button--secondary" onClick={() => duplicate.mutate()} disabled={duplicate.isPending}>
          {duplicate.isPending ? 'Copying…' : 'Duplicate'}
        </button>
      ) : null}
      {drill.permissions.canDelete && !confirming ? (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          Delete
        </button>
      ) : null}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label="Confirm deleting the drill">
          <span>Delete this drill? You can restore it afterwards.</span>
          <button type="button" className="button button--primary" onClick={() => remove.mutate()} disabled={remove.isPending} autoFocus>
            {remove.isPending ? 'Deleting…' : 'Delete drill'}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : null}
    </div>
  );
}
