import { WIZARD_STEPS, type WizardStep } from '@sideline/domain';
import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { wizardMachine } from './wizard.machine';

/** The one wizard machine of the layout, shared with every step below it. */
export const WizardActorContext = createActorContext(wizardMachine);

export const useWizardSelector = WizardActorContext.useSelector;
export const useWizardActor = WizardActorContext.useActorRef;

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;

/** The step the machine is on (null before it opens one, and after the plan exists). */
export function currentStep(snapshot: WizardSnapshot): WizardStep | null {
  return WIZARD_STEPS.find((step) => snapshot.matches(step)) ?? null;
}

/** The id of the form each step renders: the layout's Next button submits it (`<button form=…>`). */
export const WIZARD_FORM_ID = 'wizard-step-form';
