import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { friendlyMessage } from '../../../../api/friendly-message';
import { discardDraft, type Draft } from '../draft-api';
import { openDraftsQuery, wizardKeys } from '../draft-queries';
import { STEP_TITLES, WIZARD_PATH, wizardHref } from '../wizard-url';
import panel from '../../../../ui/panel.module.css';
import styles from './open-drafts.module.css';
import { formatDateTime } from '../../../../ui/format/date-formats';

/** Home: the wizard drafts I have not finished, to continue where I stopped or throw away; and a way to start one. */
export function OpenDrafts() {
  const drafts = useQuery(openDraftsQuery()).data ?? [];
  return (
    <section className={panel.panel} aria-labelledby="open-drafts-heading">
      <div className={styles.top}>
        <div>
          <h2 id="open-drafts-heading" className={panel.title}>
            Practice plans in progress
          </h2>
          <p className={styles.lead}>
            {drafts.length > 0
              ? 'Pick up where you left the wizard; everything you chose is saved.'
              : 'Build a practice step by step: basics, sections, timing, drills.'}
          </p>
        </div>
        <Link to={WIZARD_PATH} className="button button--primary">
          Plan with the wizard
        </Link>
      </div>
      {drafts.length > 0 ? (
        <ul className={styles.list}>
          {drafts.map((draft) => (
            <DraftRow key={draft.id} draft={draft} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DraftRow({ draft }: { draft: Draft }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const name = draft.name ?? 'Untitled plan';
  const discard = useMutation({
    mutationFn: () => discardDraft(draft.id),
    meta: { handledStatuses: [404, 409] },
    onSuccess: () => toast.success(`Discarded “${name}”.`),
    onError: (error) => toast.error(friendlyMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wizardKeys.open() }),
  });
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <span id={`draft-${draft.id}`} className={styles.name}>
          {name}
        </span>
        <span className={styles.meta}>
          Next: {STEP_TITLES[draft.nextStep]} · saved {formatDateTime(draft.updatedAt)}
        </span>
      </div>
      {confirming ? (
        <div className={styles.actions} role="group" aria-label={`Discard “${name}”?`}>
          <span className={styles.confirm}>Discard it?</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={discard.isPending}
            onClick={() => discard.mutate()}
          >
            Yes, discard<span className="visually-hidden"> “{name}”</span>
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            Keep
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Link to={wizardHref(draft.nextStep, draft.id)} className="button button--secondary">
            Continue<span className="visually-hidden"> “{name}”</span>
          </Link>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
            Discard<span className="visually-hidden"> “{name}”</span>
          </button>
        </div>
      )}
    </li>
  );
}
