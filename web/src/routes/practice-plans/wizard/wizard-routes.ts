import type { RouteObject } from 'react-router';
import type { RouteContext } from '../../route-context';
import { basicInfoStepRoute } from './basic-info';
import { drillsStepRoute } from './drills';
import { wizardIndexRoute } from './index';
import { wizardLayoutRoute } from './layout';
import { overviewStepRoute } from './overview';
import { sectionsStepRoute } from './sections';
import { timelineStepRoute } from './timeline';

/** The practice-plan wizard: one layout (the machine), five steps in the path, the draft in `?draft=`. */
export function wizardRoutes(context: RouteContext): RouteObject {
  return wizardLayoutRoute(context, [wizardIndexRoute, basicInfoStepRoute, sectionsStepRoute, timelineStepRoute, drillsStepRoute, overviewStepRoute]);
}
