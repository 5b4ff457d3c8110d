import type { WizardStep } from '@sideline/domain';
import { isUnsaved } from './draft-api';
import { unsavedWork } from './use-save-before-leaving';
import { savedStepValue } from './wizard-step-values';
import { useWizardActor, useWizardSelector, WIZARD_FORM_ID } from './wizard-actor';
import { neighbours } from './wizard-url';
import styles from './wizard.module.css';
import { formatTime } from '../../../ui/format/date-formats';

/** What the server holds compared with what is on screen, in a few words. */
function useSavedState(step: WizardStep): string {
  return useWizardSelector((snapshot) => {
    const { context } = snapshot;
    if (snapshot.hasTag('busy')) return step === 'overview' ? 'Creating the plan…' : 'Saving…';
    if (context.error) return step === 'overview' ? 'Plan not created yet' : 'Not saved yet';
    const work = unsavedWork(snapshot);
    if (work === 'saving') return 'Saving…';
    if (work === 'unsavable')
      return isUnsaved(context.draft) ? 'Saved as soon as the plan has a name' : 'Not saved: check the marked fields';
    if (step !== 'overview' && savedStepValue(context.draft.data, step) === null)
      return 'Changes are saved as you make them';
    return `All changes saved · ${formatTime(context.draft.updatedAt)}`;
  });
}

/**
 * Back and Next (Create plan on the overview). Next submits the step's form, so each step validates in its own way
 * (react-hook-form on basic info) before it tells the machine; Enter in a field does the same.
 */
export function WizardNavBar({ step }: { step: WizardStep }) {
  const actor = useWizardActor();
  const busy = useWizardSelector((snapshot) => snapshot.hasTag('busy'));
  const savedState = useSavedState(step);
  const { previous } = neighbours(step);
  const nextLabel = step === 'overview' ? (busy ? 'Creating…' : 'Create plan') : busy ? 'Saving…' : 'Next';
  return (
    <div className={styles.navBar}>
      <button
        type="button"
        className="button button--secondary"
        disabled={!previous}
        aria-disabled={busy || undefined}
        onClick={() => actor.send({ type: 'BACK' })}
      >
        <span aria-hidden="true">← </span>Back
      </button>
      <p className={styles.savedState} role="status">
        {savedState}
      </p>
      {/* Stays enabled while busy (aria-disabled) so focus is not lost; the machine ignores Next meanwhile. */}
      <button type="submit" form={WIZARD_FORM_ID} className="button button--primary" aria-disabled={busy || undefined}>
        {nextLabel}
        {step === 'overview' ? null : <span aria-hidden="true"> →</span>}
      </button>
    </div>
  );
}
