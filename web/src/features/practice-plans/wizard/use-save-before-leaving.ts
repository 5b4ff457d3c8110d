import { isDraftStep } from '@sideline/domain';
import { useEffect, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { isUnsaved } from './draft-api';
import { currentStep, useWizardActor, useWizardSelector, type WizardSnapshot } from './wizard-actor';
import { hasUnsavedEdits, savableStepValue } from './wizard-step-values';
import { WIZARD_PATH } from './wizard-url';

/**
 * What the server does not hold yet of the step on screen: changes being saved or waiting to be ('saving'), changes
 * that cannot be stored as they are ('unsavable': no name yet, a field the schema refuses), or nothing (null).
 * Steps left earlier were saved on the way out.
 */
export function unsavedWork(snapshot: WizardSnapshot): 'saving' | 'unsavable' | null {
  const step = currentStep(snapshot);
  if (!step || !isDraftStep(step)) return null;
  const { edits, draft } = snapshot.context;
  if (snapshot.hasTag('autosaving') || snapshot.hasTag('busy') || savableStepValue(edits, draft.data, step))
    return 'saving';
  return hasUnsavedEdits(edits, draft.data, step) ? 'unsavable' : null;
}

/**
 * Leaving the wizard (a link, the browser's back button) first saves the step on screen, then goes; changes that
 * cannot be saved yet are only left behind when the coach says so. Closing or reloading the tab meanwhile asks first.
 */
export function useSaveBeforeLeaving(): void {
  const actor = useWizardActor();
  const navigate = useNavigate();
  const work = useWizardSelector(unsavedWork);
  const failed = useWizardSelector(
    (snapshot) => snapshot.context.error !== null && !snapshot.hasTag('autosaving') && !snapshot.hasTag('busy'),
  );
  const blocker = useBlocker(({ nextLocation }) => work !== null && !nextLocation.pathname.startsWith(WIZARD_PATH));
  /** where the coach was going while the step saves */
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (work === 'unsavable') {
      const unnamed = isUnsaved(actor.getSnapshot().context.draft);
      const leave = window.confirm(
        unnamed
          ? 'Leave the wizard? Nothing is saved until the plan has a name.'
          : 'Leave the wizard? Some changes on this step cannot be saved as they are (see the marked fields).',
      );
      if (leave) blocker.proceed();
      else blocker.reset();
      return;
    }
    // The held navigation is let go and taken again once saved: an address change meanwhile (`?draft=` on the first
    // save) would end it anyway.
    setLeavingTo(`${blocker.location.pathname}${blocker.location.search}${blocker.location.hash}`);
    blocker.reset();
    actor.send({ type: 'FLUSH' });
  }, [actor, blocker, work]);

  useEffect(() => {
    if (leavingTo === null) return;
    if (work === null) {
      setLeavingTo(null);
      void navigate(leavingTo);
    } else if (failed) {
      // A failed save keeps the coach on the step, with its message and everything typed.
      setLeavingTo(null);
    }
  }, [failed, leavingTo, navigate, work]);

  useEffect(() => {
    if (work === null) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [work]);
}
