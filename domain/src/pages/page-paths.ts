import { WIZARD_STEPS, type WizardStep } from '../practice-plan/draft/wizard-steps';

/**
 * Every page of the web app, once. The web's routes take their paths from here (a unit test walks the route tree and
 * compares), and the server answers 404 for any other address (it still serves the app, which shows its 404 page).
 * `:name` stands for one segment of the address.
 */
export const PAGE_PATHS = {
  home: '/',
  login: '/login',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  drills: '/drills',
  drillCreate: '/drills/create',
  drillsBulkUpload: '/drills/bulk-upload',
  drill: '/drills/:id',
  drillEdit: '/drills/:id/edit',
  formations: '/formations',
  formationCreate: '/formations/create',
  formation: '/formations/:id',
  formationEdit: '/formations/:id/edit',
  plans: '/practice-plans',
  planCreate: '/practice-plans/create',
  plan: '/practice-plans/:id',
  planEdit: '/practice-plans/:id/edit',
  wizard: '/practice-plans/wizard',
  whiteboard: '/whiteboard',
  sharedBoard: '/whiteboard/shared/:token',
  board: '/whiteboard/:boardId',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminAudit: '/admin/audit',
  history: '/history/:entityType/:id',
  trash: '/trash',
  teams: '/teams',
  teamJoin: '/teams/join/:token',
  teamSettings: '/teams/:teamId/settings',
  seasonRecurrences: '/teams/:teamId/season/recurrences',
  seasonWeek: '/teams/:teamId/season/week',
  profile: '/profile',
  feedback: '/feedback',
  poll: '/poll',
  season: '/teams/:teamId/season',
  seasonSections: '/teams/:teamId/season/sections',
  seasonMarkers: '/teams/:teamId/season/markers',
  sharedSeason: '/seasons/:seasonId/view',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** The wizard's step pages, one per step in the wizard's order: `/practice-plans/wizard/basic-info`… */
export const WIZARD_STEP_PATHS = Object.fromEntries(
  WIZARD_STEPS.map((step) => [step, `${PAGE_PATHS.wizard}/${step}`]),
) as Record<WizardStep, string>;

/** Every page path: the named pages and the wizard's steps. */
export const ALL_PAGE_PATHS: readonly string[] = [...Object.values(PAGE_PATHS), ...Object.values(WIZARD_STEP_PATHS)];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const PATTERNS = ALL_PAGE_PATHS.map(segmentsOf);

/**
 * Whether an address (its path, without query) is one of the pages; a trailing slash is ignored, as the router does.
 */
export function isPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}

/** A page path as a route below the root (no leading slash): `/drills/:id` → `drills/:id`. */
export const routePathOf = (path: string) => path.replace(/^\//, '');
