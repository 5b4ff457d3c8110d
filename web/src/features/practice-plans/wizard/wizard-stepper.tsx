import { WIZARD_STEPS, canEnterStep, stepProblems, type PlanDraftData, type WizardStep } from '@sideline/domain';
import { Link } from 'react-router';
import { useWizardSelector } from './wizard-actor';
import { STEP_TITLES, wizardHref } from './wizard-url';
import styles from './wizard.module.css';

type StepState = 'current' | 'done' | 'open' | 'locked';

/** Done: its data is saved and passes its guard. Locked: a step before it still needs the coach. */
function stepState(data: PlanDraftData, step: WizardStep, current: WizardStep | null): StepState {
  if (step === current) return 'current';
  if (step !== 'overview' && stepProblems(data, step).length === 0 && canEnterStep(data, step)) return 'done';
  return canEnterStep(data, step) ? 'open' : 'locked';
}

const STATE_TEXT: Record<StepState, string> = {
  current: 'current step',
  done: 'done',
  open: 'to do',
  locked: 'locked until the steps before it are done',
};

/** The five steps with their state; the ones the coach may open are links (the address drives the machine). */
export function WizardStepper({ current }: { current: WizardStep | null }) {
  const data = useWizardSelector((snapshot) => snapshot.context.draft.data);
  const draftId = useWizardSelector((snapshot) => snapshot.context.draft.id);
  return (
    <nav aria-label="Wizard steps" className={styles.stepper}>
      <ol className={styles.stepList}>
        {WIZARD_STEPS.map((step, index) => {
          const state = stepState(data, step, current);
          const content = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.stepLabel}>{STEP_TITLES[step]}</span>
              <span className="visually-hidden">, {STATE_TEXT[state]}</span>
            </>
          );
          return (
            <li key={step} className={styles.stepItem} data-state={state}>
              {state === 'current' ? (
                <span className={styles.stepLink} aria-current="step">
                  {content}
                </span>
              ) : state === 'locked' ? (
                <span className={styles.stepLink}>{content}</span>
              ) : (
                <Link className={styles.stepLink} to={wizardHref(step, draftId)}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
