import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../../../api/friendly-message';
import { deletePlan, duplicatePlan, restorePlan, setPlanPublished } from '../plan-api';
import { planKeys } from '../plan-queries';
import type { PlanDetail } from '../plan-types';
import styles from './plan-view.module.css';

const HANDLED = { handledStatuses: [400, 401, 403, 404, 409] };

/** What this coach may do with the plan, per the policy's answer in `permissions`. */
export function PlanActions({ plan }: { plan: PlanDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const put = (next: PlanDetail) => {
    queryClient.setQueryData(planKeys.detail(next.id), next);
    void queryClient.invalidateQueries({ queryKey: planKeys.lists() });
  };
  const { permissions } = plan;
  const name = plan.metadata.name;

  const restore = useMutation({
    mutationFn: () => restorePlan(plan.id),
    onSuccess: (restored) => {
      put(restored);
      toast.success(`“${restored.metadata.name}” is back.`);
    },
    onError: (error) => toast.error(`The plan was not restored. ${friendlyMessage(error)}`),
    meta: HANDLED,
  });

  const remove = useMutation({
    mutationFn: () => deletePlan(plan.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      toast.success(`“${name}” was deleted.`, {
        action: {
          label: 'Undo',
          onClick: () =>
            void restorePlan(plan.id).then(
              (restored) => {
                put(restored);
                toast.success(`“${restored.metadata.name}” is back.`);
              },
              (error: unknown) => toast.error(`The plan was not restored. ${friendlyMessage(error)}`),
            ),
        },
      });
      void navigate('/practice-plans');
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(`The plan was not deleted. ${friendlyMessage(error)}`);
    },
    meta: HANDLED,
  });

  const duplicate = useMutation({
    mutationFn: () => duplicatePlan(plan.id),
    onSuccess: (copy) => {
      put(copy);
      toast.success(`A private copy was made: “${copy.metadata.name}”.`);
      void navigate(`/practice-plans/${copy.id}/edit`);
    },
    onError: (error) => toast.error(`The plan was not copied. ${friendlyMessage(error)}`),
    meta: HANDLED,
  });

  const publish = useMutation({
    mutationFn: (published: boolean) => setPlanPublished(plan.id, published),
    onSuccess: (next) => {
      put(next);
      toast.success(next.published ? 'The plan is published.' : 'The plan is no longer published.');
    },
    onError: (error) => toast.error(friendlyMessage(error)),
    meta: HANDLED,
  });

  if (plan.deleted) {
    return permissions.canRestore ? (
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => restore.mutate()} disabled={restore.isPending}>
          {restore.isPending ? 'Restoring…' : 'Restore this plan'}
        </button>
      </div>
    ) : null;
  }

  return (
    <div className={styles.actions}>
      {permissions.canEdit ? (
        <Link to={`/practice-plans/${plan.id}/edit`} className="button button--primary">
          Edit
        </Link>
      ) : null}
      {permissions.canDuplicate ? (
        <button type="button" className="button button--secondary" onClick={() => duplicate.mutate()} disabled={duplicate.isPending}>
          {duplicate.isPending ? 'Copying…' : 'Duplicate'}
        </button>
      ) : null}
      {permissions.canPublish ? (
        <button type="button" className="button button--secondary" onClick={() => publish.mutate(!plan.published)} disabled={publish.isPending}>
          {plan.published ? 'Unpublish' : 'Publish'}
        </button>
      ) : null}
      {permissions.canDelete && !confirming ? (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          Delete
        </button>
      ) : null}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label="Confirm deleting the plan">
          <span>Delete this plan? You can restore it afterwards.</span>
          <button type="button" className="button button--primary" onClick={() => remove.mutate()} disabled={remove.isPending} autoFocus>
            {remove.isPending ? 'Deleting…' : 'Delete plan'}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : null}
    </div>
  );
}
