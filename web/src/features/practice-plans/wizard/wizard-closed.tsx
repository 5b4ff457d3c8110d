import { shallowEqual } from '@xstate/react';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { useWizardSelector } from './wizard-actor';
import { WIZARD_PATH } from './wizard-url';
import styles from './wizard.module.css';

/** A draft with nothing left to edit: it became a plan (just now, or before), or it was discarded. */
export function WizardClosed() {
  const { justCreated, status, planId } = useWizardSelector(
    (snapshot) => ({
      justCreated: snapshot.matches('created'),
      status: snapshot.context.draft.status,
      planId: snapshot.context.planId,
    }),
    shallowEqual,
  );
  if (justCreated) {
    return (
      <div className={styles.page}>
        <p className={styles.opening} role="status">
          Plan created. Opening it…
        </p>
      </div>
    );
  }
  const completed = status === 'completed' && planId;
  return (
    <div className={styles.page}>
      <PageTitle title="Plan wizard" />
      <section className={styles.closed}>
        <h1>{completed ? 'This draft is already a practice plan' : 'This draft was discarded'}</h1>
        <p>
          {completed
            ? 'Everything chosen in the wizard is in the plan; change it there.'
            : 'Nothing of it is kept. Start again with a fresh draft.'}
        </p>
        <div className={styles.closedActions}>
          {completed ? (
            <Link className="button button--primary" to={`/practice-plans/${planId}`}>
              Open the plan
            </Link>
          ) : null}
          <Link className={completed ? 'button button--secondary' : 'button button--primary'} to={WIZARD_PATH}>
            Plan another practice
          </Link>
        </div>
      </section>
    </div>
  );
}
