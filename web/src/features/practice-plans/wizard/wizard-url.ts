import {
  PAGE_PATHS,
  WIZARD_STEPS,
  canEnterStep,
  stepNeighbours,
  firstIncompleteStep,
  type PlanDraftData,
  type WizardStep,
} from '@sideline/domain';

/** Where the wizard lives; each step is a path below it and the draft rides in `?draft=<id>`. */
export const WIZARD_PATH = PAGE_PATHS.wizard;

/** The address of a step of a draft: `/practice-plans/wizard/timeline?draft=<id>`. */
export function wizardHref(step: WizardStep, draftId: string): string {
  // A wizard with nothing saved yet has no draft to name.
  if (draftId === '') return `${WIZARD_PATH}/${step}`;
  return `${WIZARD_PATH}/${step}?${new URLSearchParams({ draft: draftId }).toString()}`;
}

/** The step a path names, or null for the wizard's own path (and anything that is not a step). */
export function stepFromPathname(pathname: string): WizardStep | null {
  const prefix = `${WIZARD_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  const segment = pathname.slice(prefix.length).replace(/\/+$/, '');
  return (WIZARD_STEPS as readonly string[]).includes(segment) ? (segment as WizardStep) : null;
}

/**
 * Where a request for a step lands: the step itself when every step before it is done, otherwise the first step that
 * still needs the coach (a deep link never skips a gap). No step asked for means "resume where I left off".
 */
export function landingStep(data: PlanDraftData, wanted: WizardStep | null): WizardStep {
  if (wanted !== null && canEnterStep(data, wanted)) return wanted;
  return firstIncompleteStep(data);
}

/** The steps before and after a step (null at the ends). */
export const neighbours = stepNeighbours;

/** How the address should follow a step change: a new history entry, or a replacement of the current one. */
export type HistoryMode = 'push' | 'replace';

/**
 * The first landing (opening the wizard, a deep link redirected to the first gap) replaces the address, so Back in
 * the browser does not return to a page the wizard refused; later steps (Next, Back) each get an entry of their own.
 */
export function historyModeFor({ landed, urlStep }: { landed: boolean; urlStep: WizardStep | null }): HistoryMode {
  return landed && urlStep !== null ? 'push' : 'replace';
}

export const STEP_TITLES: Record<WizardStep, string> = {
  'basic-info': 'Basic info',
  sections: 'Sections',
  timeline: 'Timeline',
  drills: 'Drills',
  overview: 'Overview',
};
