import type { RouteObject } from 'react-router';

/**
 * `/practice-plans/wizard?draft=<id>`: no step in the address; the machine resumes where the draft left off and the
 * address follows.
 */
export const wizardIndexRoute: RouteObject = { index: true, Component: () => null };
