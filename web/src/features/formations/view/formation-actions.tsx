import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConfirmDelete } from '../../../ui/confirm-delete';
import viewCss from '../../../ui/entity-view.module.css';
import { useEntityLifecycle } from '../../../ui/use-entity-lifecycle';
import { deleteFormation, duplicateFormation, restoreFormation } from '../formation-api';
import { formationKeys } from '../formation-queries';
import type { FormationDetail } from '@sideline/domain';
import { formationEditHref, formationHref } from '../format-formation';

/** What the coach may do with this formation: shown per the policy's answer in `can`. */
export function FormationActions({ formation }: { formation: FormationDetail }) {
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: formationKeys.lists() });
  const { can } = formation;
  const { restore, remove, duplicate, confirming, setConfirming } = useEntityLifecycle<FormationDetail>({
    id: formation.id,
    name: formation.name,
    noun: 'formation',
    nameOf: (detail) => detail.name,
    restore: restoreFormation,
    remove: deleteFormation,
    duplicate: duplicateFormation,
    store: (detail) => {
      queryClient.setQueryData(formationKeys.detail(detail.id), detail);
      void refreshLists();
    },
    forget: () => {
      void queryClient.invalidateQueries({ queryKey: formationKeys.detail(formation.id) });
      void refreshLists();
    },
    listHref: '/formations',
    copyHref: (copy) => formationHref(copy.id),
  });

  if (formation.deleted) {
    return (
      <div className={viewCss.actions}>
        {can.restore ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => restore.mutate()}
            disabled={restore.isPending}
          >
            {restore.isPending ? 'Restoring…' : 'Restore this formation'}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <div className={viewCss.actions}>
      {can.edit ? (
        <Link to={formationEditHref(formation.id)} className="button button--primary">
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
      <Link
        to={`/practice-plans/create?formation=${encodeURIComponent(formation.id)}`}
        className="button button--secondary"
      >
        Use in plan
      </Link>
      {can.delete && !confirming ? (
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          Delete
        </button>
      ) : null}
      {confirming ? (
        <ConfirmDelete
          noun="formation"
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
