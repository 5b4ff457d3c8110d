import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../../../api/friendly-message';
import { ConfirmDelete } from '../../../ui/confirm-delete';
import { useEntityLifecycle } from '../../../ui/use-entity-lifecycle';
import { deletePlan, duplicatePlan, restorePlan, setPlanPublished } from '../plan-api';
import { planKeys } from '../plan-queries';
import type { PlanDetail } from '@sideline/domain';
import styles from './plan-view.module.css';

const HANDLED = { handledStatuses: [400, 401, 403, 404, 409] };

/** What this coach may do with the plan, per the policy's answer in `can`. */
export function PlanActions({ plan }: { plan: PlanDetail }) {
  const queryClient = useQueryClient();
  const put = (next: PlanDetail) => {
    queryClient.setQueryData(planKeys.detail(next.id), next);
    void queryClient.invalidateQueries({ queryKey: planKeys.lists() });
  };
  const { can } = plan;
  const name = plan.metadata.name;

  const { restore, remove, duplicate, confirming, setConfirming } = useEntityLifecycle<PlanDetail>({
    id: plan.id,
    name,
    noun: 'plan',
    nameOf: (detail) => detail.metadata.name,
    restore: restorePlan,
    remove: deletePlan,
    duplicate: duplicatePlan,
    store: put,
    forget: () => void queryClient.invalidateQueries({ queryKey: planKeys.all }),
    listHref: '/practice-plans',
    copyHref: (copy) => `/practice-plans/${copy.id}/edit`,
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
    return can.restore ? (
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => restore.mutate()}
          disabled={restore.isPending}
        >
          {restore.isPending ? 'Restoring…' : 'Restore this plan'}
        </button>
      </div>
    ) : null;
  }

  return (
    <div className={styles.actions}>
      {can.edit ? (
        <Link to={`/practice-plans/${plan.id}/edit`} className="button button--primary">
          Edit
        </Link>
      ) : null}
      {can.duplicate ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => duplicate.mutate()}
          disabled={duplicate.isPending}
        >
          {duplicate.isPending ? 'Copying…' : 'Duplicate'}
        </button>
      ) : null}
      {can.publish ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => publish.mutate(!plan.published)}
          disabled={publish.isPending}
        >
          {plan.published ? 'Unpublish' : 'Publish'}
        </button>
      ) : null}
      {can.delete && !confirming ? (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          Delete
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDelete
          noun="plan"
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
