import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentStep, useWizardActor, type WizardSnapshot } from './wizard-actor';
import { historyModeFor, stepFromPathname, wizardHref } from './wizard-url';

/**
 * Keeps the address and the machine in agreement, both ways:
 * - the address changes (browser back/forward, a stepper link) → GO_TO; when the machine refuses the step (locked),
 *   the address is replaced with the step it stayed on or went to;
 * - the machine moves (Next, Back, the first landing) → the address follows: replaced for the first landing, a new
 *   history entry after that, so the browser's buttons retrace the coach's steps.
 */
export function useWizardUrlSync(): void {
  const actor = useWizardActor();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const urlStep = stepFromPathname(location.pathname);

  const hereRef = useRef(here);
  /** an address we asked for and have not arrived at yet (a lazy step may still be loading) */
  const pendingRef = useRef<string | null>(null);
  /** while the machine takes an address change, its move must not be echoed back as a navigation */
  const followingUrlRef = useRef(false);
  const landedRef = useRef(false);

  useEffect(() => {
    hereRef.current = here;
    // Any new address ends the wait: ours arrived, or the coach went elsewhere (the router drops ours then).
    pendingRef.current = null;
  }, [here]);

  useEffect(() => {
    const follow = (snapshot: WizardSnapshot) => {
      const step = currentStep(snapshot);
      if (!step || followingUrlRef.current) return;
      const target = wizardHref(step, snapshot.context.draft.id);
      if (target === pendingRef.current) return;
      const there = target === hereRef.current;
      if (there && pendingRef.current === null) {
        landedRef.current = true;
        return;
      }
      // Either a new step, or back to where the address still is while it was on its way elsewhere (quick Next, Back):
      // the latter replaces, so the history does not get the same step twice.
      // The first save created the draft: the step's address gains `?draft=` in place (Back then finds the draft).
      const [herePath = '', hereQuery = ''] = hereRef.current.split('?');
      const namesDraftHere = stepFromPathname(herePath) === step && !new URLSearchParams(hereQuery).get('draft');
      const mode =
        there || namesDraftHere
          ? 'replace'
          : historyModeFor({ landed: landedRef.current, urlStep: stepFromPathname(herePath) });
      landedRef.current = true;
      pendingRef.current = target;
      void navigate(target, { replace: mode === 'replace' });
    };
    follow(actor.getSnapshot());
    const subscription = actor.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  useEffect(() => {
    if (!urlStep) return;
    const before = actor.getSnapshot();
    if (currentStep(before) === urlStep || !currentStep(before)) return;
    followingUrlRef.current = true;
    try {
      actor.send({ type: 'GO_TO', step: urlStep });
    } finally {
      followingUrlRef.current = false;
    }
    const after = actor.getSnapshot();
    const landed = currentStep(after);
    if (landed && landed !== urlStep) {
      const target = wizardHref(landed, after.context.draft.id);
      pendingRef.current = target;
      void navigate(target, { replace: true });
    }
  }, [actor, navigate, urlStep]);
}
