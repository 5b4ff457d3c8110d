import { canEnterStep } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageTitle } from '../../../ui/page-title';
import type { Draft } from './draft-api';
import { wizardKeys } from './draft-queries';
import { WhichPlan } from './which-plan';
import { useSaveBeforeLeaving } from './use-save-before-leaving';
import { useWizardUrlSync } from './use-wizard-url-sync';
import { currentStep, useWizardSelector, WizardActorContext } from './wizard-actor';
import { WizardClosed } from './wizard-closed';
import type { WizardLoaderData } from './wizard-loader';
import { WizardNavBar } from './wizard-nav-bar';
import { WizardStepper } from './wizard-stepper';
import { STEP_TITLES, stepFromPathname } from './wizard-url';
import styles from './wizard.module.css';

/**
 * `/practice-plans/wizard`: the layout of the five steps. It hosts the one wizard machine (a fresh one per draft),
 * the stepper, the Back/Next bar and the draft's saved state, and saves before the coach leaves the wizard; the step
 * in the address renders in the Outlet.
 */
export function WizardLayout() {
  const { draft, session } = useLoaderData<WizardLoaderData>();
  if (!draft) return <WhichPlan />;
  return <WizardSession key={session} draft={draft} />;
}

function WizardSession({ draft }: { draft: Draft }) {
  const { pathname } = useLocation();
  // Read once per draft: the machine opens on this step (or the first one that still needs the coach).
  const [input] = useState(() => ({ draft, requestedStep: stepFromPathname(pathname) }));
  return (
    <WizardActorContext.Provider options={{ input }}>
      <WizardFrame />
    </WizardActorContext.Provider>
  );
}

function WizardFrame() {
  useWizardUrlSync();
  useSaveBeforeLeaving();
  useRefreshDraftLists();
  useOpenCreatedPlan();
  const step = useWizardSelector(currentStep);
  const urlStep = stepFromPathname(useLocation().pathname);
  // The step in the address may show while the address catches up with the machine (after Next, while the next
  // step's code loads), but never a step the draft does not allow yet (a deep link about to be redirected).
  const showOutlet = useWizardSelector(
    (snapshot) => urlStep !== null && canEnterStep(snapshot.context.draft.data, urlStep),
  );
  const closed = useWizardSelector((snapshot) => snapshot.matches('closed') || snapshot.matches('created'));

  if (closed) return <WizardClosed />;
  return (
    <div className={styles.page}>
      <PageTitle title={step ? `${STEP_TITLES[step]} · Plan wizard` : 'Plan wizard'} />
      <WizardStepper current={step} />
      <div className={styles.step}>{showOutlet ? <Outlet /> : <p className={styles.opening}>Opening the step…</p>}</div>
      {step ? <WizardNavBar step={step} /> : null}
    </div>
  );
}

/** Every save changes the list of drafts on the home page. */
function useRefreshDraftLists() {
  const queryClient = useQueryClient();
  const savedAt = useWizardSelector((snapshot) => snapshot.context.draft.updatedAt);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: wizardKeys.open() });
  }, [queryClient, savedAt]);
}

/** Once the plan exists, the wizard hands over to it (replacing the overview in the history). */
function useOpenCreatedPlan() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const planId = useWizardSelector((snapshot) => (snapshot.matches('created') ? snapshot.context.planId : null));
  useEffect(() => {
    if (!planId) return;
    void queryClient.invalidateQueries({ queryKey: wizardKeys.all });
    // The plan pages' lists (their keys live under ['practice-plans']) now have one more plan.
    void queryClient.invalidateQueries({ queryKey: ['practice-plans'] });
    toast.success('Practice plan created.');
    void navigate(`/practice-plans/${planId}`, { replace: true });
  }, [navigate, planId, queryClient]);
}
