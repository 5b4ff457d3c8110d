import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../../../api/friendly-message';
import { setDrillVariation } from '../drill-api';
import { drillKeys } from '../drill-queries';
import type { DrillDetail, DrillRef } from '@sideline/domain';
import viewCss from '../../../ui/entity-view.module.css';
import styles from './drill-view.module.css';

/**
 * The drill's family (one level deep): the original and its variations, with the current drill marked, so a coach
 * can switch between them.
 */
export function VariationFamily({ drill, signedIn }: { drill: DrillDetail; signedIn: boolean }) {
  const { parent, variations } = drill.family;
  const root: DrillRef | null = parent ?? (variations.length > 0 ? drill : null);
  const originalId = parent?.id ?? drill.id;
  const queryClient = useQueryClient();
  const detach = useMutation({
    mutationFn: () => setDrillVariation(drill.id, null),
    onSuccess: (updated) => {
      queryClient.setQueryData(drillKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: drillKeys.all });
      toast.success('It is a drill of its own now.');
    },
    onError: (error) => toast.error(`Nothing changed. ${friendlyMessage(error)}`),
    meta: { handledStatuses: [400, 403, 404, 409] },
  });
  return (
    <section className={viewCss.panel} aria-labelledby="family-heading">
      <h2 id="family-heading" className={viewCss.panelTitle}>
        Variations
      </h2>
      {root ? (
        <ul className={styles.family}>
          <li>
            <FamilyLink drill={root} current={root.id === drill.id} note="original" />
            {variations.length > 0 ? (
              <ul className={styles.familyChildren}>
                {variations.map((variation) => (
                  <li key={variation.id}>
                    <FamilyLink drill={variation} current={variation.id === drill.id} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        </ul>
      ) : (
        <p className={styles.muted}>No variations yet.</p>
      )}
      <div className={styles.familyActions}>
        {signedIn && !drill.deleted ? (
          <Link to={`/drills/create?variationOf=${originalId}`} className="button button--secondary">
            Make a variation
          </Link>
        ) : null}
        {parent && drill.can.edit && !drill.deleted ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => detach.mutate()}
            disabled={detach.isPending}
          >
            Remove from this family
          </button>
        ) : null}
      </div>
    </section>
  );
}

function FamilyLink({ drill, current, note }: { drill: DrillRef; current: boolean; note?: string }) {
  return (
    <>
      {current ? (
        <span className={styles.familyCurrent} aria-current="page">
          {drill.name}
        </span>
      ) : (
        <Link to={`/drills/${drill.id}`}>{drill.name}</Link>
      )}
      {note || current ? (
        <span className={styles.muted}> ({[note, current ? 'this drill' : null].filter(Boolean).join(', ')})</span>
      ) : null}
    </>
  );
}
