import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../../../api/friendly-message';
import { deleteFormation, duplicateFormation, restoreFormation } from '../formation-api';
import { formationKeys } from '../formation-queries';
import type { FormationDetail } from '../formation-types';
import { formationEditHref, formationHref } from '../format-formation';
import styles from './formation-view.module.css';

const HANDLED = { handledStatuses: [400, 401, 403, 404, 409] };

/** What the coach may do with this formation: shown per the policy's answer in `permissions`. */
export function FormationActions({ formation }: { formation: FormationDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: formationKeys.lists() });
  const { permissions } = formation;

  const restore = useMutation({
    mutationFn: () => restoreFormation(formation.id),
    onSuccess: (restored) => {
      queryClient.setQueryData(formationKeys.detail(restored.id), restored);
      void refreshLists();
      toast.success(`“${restored.name}” is back.`);
    },
    onError: (error) => toast.error(`The formation was not restored. ${friendlyMessage(error)}`),
    meta: HANDLED,
  });

  const remove = useMutation({
    mutationFn: () => deleteFormation(formation.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: formationKeys.detail(formation.id) });
      void refreshLists();
      // The page is gone by the time Undo is clicked: restore directly, not through this page's mutation.
      toast.success(`“${formation.name}” was deleted.`, {
        action: {
          label: 'Undo',
          onClick: () =>
            void restoreFormation(formation.id).then(
              (restored) => {
                queryClient.setQueryData(formationKeys.detail(restored.id), restored);
                void refreshLists();
                toast.success(`“${restored.name}” is back.`);
              },
              (error: unknown) => toast.error(`The formation was not restored. ${friendlyMessage(error)}`),
            ),
        },
      });
      void navigate('/formations');
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(`The formation was not deleted. ${friendlyMessage(error)}`);
    },
    meta: HANDLED,
  });

  const duplicate = useMutation({
    mutationFn: () => duplicateFormation(formation.id),
    onSuccess: (copy) => {
      queryClient.setQueryData(formationKeys.detail(copy.id), copy);
      void refreshLists();
      toast.success(`A private copy was made: “${copy.name}”.`);
      void navigate(formationHref(copy.id));
    },
    onError: (error) => toast.error(`The formation was not copied. ${friendlyMessage(error)}`),
    meta: HANDLED,
  });

  if (formation.deleted) {
    return (
      <div className={styles.actions}>
        {permissions.canRestore ? (
          <button type="button" className="button button--primary" onClick={() => restore.mutate()} disabled={restore.isPending}>
            {restore.isPending ? 'Restoring…' : 'Restore this formation'}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.actions}>
      {permissions.canEdit ? (
        <Link to={formationEditHref(formation.id)} className="button button--primary">
          Edit
        </Link>
      ) : null}
      {permissions.canDuplicate ? (
        <button type="button" className="button button--secondary" onClick={() => duplicate.mutate()} disabled={duplicate.isPending}>
          {duplicate.isPending ? 'Copying…' : 'Duplicate'}
        </button>
      ) : null}
      <Link to={`/practice-plans/create?formation=${encodeURIComponent(formation.id)}`} className="button button--secondary">
        Use in plan
      </Link>
      {permissions.canDelete && !confirming ? (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          Delete
        </button>
      ) : null}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label="Confirm deleting the formation">
          <span>Delete this formation? You can restore it afterwards.</span>
          <button type="button" className="button button--primary" onClick={() => remove.mutate()} disabled={remove.isPending} autoFocus>
            {remove.isPending ? 'Deleting…' : 'Delete formation'}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : null}
    </div>
  );
}
