import { WIZARD_STEPS, type WizardStep } from '@sideline/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteContext } from '../../route-context';
import { wizardIndexRoute } from './index';
import { wizardLayoutRoute } from './layout';

/** Each step's page, loaded when first visited. */
const STEP_PAGES: Record<WizardStep, () => Promise<ComponentType>> = {
  'basic-info': async () =>
    (await import('../../../features/practice-plans/wizard/steps/basic-info-step')).BasicInfoStep,
  sections: async () => (await import('../../../features/practice-plans/wizard/steps/sections-step')).SectionsStep,
  timeline: async () => (await import('../../../features/practice-plans/wizard/steps/timeline-step')).TimelineStep,
  drills: async () => (await import('../../../features/practice-plans/wizard/steps/drills-step')).DrillsStep,
  overview: async () => (await import('../../../features/practice-plans/wizard/steps/overview-step')).OverviewStep,
};

/** `/practice-plans/wizard/<step>`, one route per step in the wizard's order (WIZARD_STEPS). */
export const wizardStepRoutes = (): RouteObject[] =>
  WIZARD_STEPS.map((step) => ({ path: step, lazy: async () => ({ Component: await STEP_PAGES[step]() }) }));

/** The practice-plan wizard: one layout (the machine), one path per step, the draft in `?draft=`. */
export function wizardRoutes(context: RouteContext): RouteObject {
  return wizardLayoutRoute(context, [wizardIndexRoute, ...wizardStepRoutes()]);
}
