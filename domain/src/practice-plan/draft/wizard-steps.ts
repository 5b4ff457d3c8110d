/**
 * The wizard's order, defined once. The saved steps (each a PUT …/steps/:step) come first, then the overview (create).
 * The web's wizard machine builds its transitions (Next, Back, jumps from the address) and the step routes from
 * this list, and the page list (pages/page-paths.ts) names one page per step.
 */
export const DRAFT_STEPS = ['basic-info', 'sections', 'timeline', 'drills'] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];
/** The wizard's pages: the saved steps, then the overview (create). */
export const WIZARD_STEPS = [...DRAFT_STEPS, 'overview'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const isDraftStep = (step: WizardStep): step is DraftStep => (DRAFT_STEPS as readonly string[]).includes(step);

/** The steps before and after a step (null at the ends). */
export function stepNeighbours(step: WizardStep): { previous: WizardStep | null; next: WizardStep | null } {
  const index = WIZARD_STEPS.indexOf(step);
  return { previous: WIZARD_STEPS[index - 1] ?? null, next: WIZARD_STEPS[index + 1] ?? null };
}
