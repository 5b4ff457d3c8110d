import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConfirmDelete } from '../../../ui/confirm-delete';
import viewCss from '../../../ui/entity-view.module.css';
import { useEntityLifecycle } from '../../../ui/use-entity-lifecycle';
import { CartToggle } from '../cart/cart-toggle';
import { deleteDrill, duplicateDrill, restoreDrill } from '../drill-api';
import { drillKeys } from '../drill-queries';
import type { DrillDetail } from '@sideline/domain';

/** What the coach may do with this drill: shown per the policy's answer in `can`. */
export function DrillActions({ drill, signedIn }: { drill: DrillDetail; signedIn: boolean }) {
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: drillKeys.lists() });
  const { restore, remove, duplicate, confirming, setConfirming } = useEntityLifecycle<DrillDetail>({
    id: drill.id,
    name: drill.name,
    noun: 'drill',
    nameOf: (detail) => detail.name,
    restore: restoreDrill,
    remove: deleteDrill,
    duplicate: duplicateDrill,
    store: (detail) => {
      queryClient.setQueryData(drillKeys.detail(detail.id), detail);
      void refreshLists();
    },
    forget: () => {
      void queryClient.invalidateQueries({ queryKey: drillKeys.detail(drill.id) });
      void refreshLists();
    },
    listHref: '/drills',
    copyHref: (copy) => `/drills/${copy.id}`,
  });

  if (drill.deleted) {
    return (
      <div className={viewCss.actions}>
        {drill.can.restore ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => restore.mutate()}
            disabled={restore.isPending}
          >
            {restore.isPending ? 'Restoring…' : 'Restore this drill'}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <div className={viewCss.actions}>
      {drill.can.engage ? <CartToggle drill={drill} /> : null}
      {drill.can.edit ? (
        <Link to={`/drills/${drill.id}/edit`} className="button button--secondary">
          Edit
        </Link>
      ) : null}
      {signedIn ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => duplicate.mutate()}
          disabled={duplicate.isPending}
        >
          {duplicate.isPending ? 'Copying…' : 'Duplicate'}
        </button>
      ) : null}
      {drill.can.delete && !confirming ? (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          Delete
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDelete
          noun="drill"
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
