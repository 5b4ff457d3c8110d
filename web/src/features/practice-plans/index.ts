/** What other features use from practice-plans; they import it from here, never from its files. */
export { listPlans } from './plan-api';
export { openDraftsQuery } from './wizard/draft-queries';
export { OpenDrafts } from './wizard/resume/open-drafts';
