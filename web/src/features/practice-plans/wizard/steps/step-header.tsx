import type { ReactNode } from 'react';
import type { WizardStep } from '@sideline/domain';
import { WIZARD_STEPS } from '@sideline/domain';
import { StepFeedback } from '../step-feedback';
import { STEP_TITLES } from '../wizard-url';
import styles from './steps.module.css';

/** The step's heading (focused after each step change by the root layout), what it is for, and why Next stopped. */
export function StepHeader({ step, children }: { step: WizardStep; children: ReactNode }) {
  return (
    <header className={styles.header}>
      <p className={styles.kicker}>
        Plan a practice · step {WIZARD_STEPS.indexOf(step) + 1} of {WIZARD_STEPS.length}
      </p>
      <h1 id="wizard-step-title" className={styles.title}>
        {STEP_TITLES[step]}
      </h1>
      <p className={styles.lead}>{children}</p>
      <StepFeedback />
    </header>
  );
}
