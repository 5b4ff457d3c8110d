export interface LandingFeature {
  id: string;
  title: string;
  text: string;
  /** a glyph from feature-icon.tsx */
  icon: 'library' | 'court' | 'clock' | 'calendar' | 'live' | 'history';
}

export const LANDING_FEATURES: readonly LandingFeature[] = [
  {
    id: 'drills',
    title: 'A shared drill library',
    text: 'Every drill your staff uses, with skills, positions, player counts, diagrams and video. Search and filter by what the next practice needs.',
    icon: 'library',
  },
  {
    id: 'formations',
    title: 'Formations on a court',
    text: "Place players on your sport's court, draw the movement, and keep the diagram with the drills that use it.",
    icon: 'court',
  },
  {
    id: 'plans',
    title: 'Practice plans timed to the minute',
    text: 'Sections, drills and breaks with exact clock times. Run position groups in parallel and see at a glance when a lane runs long.',
    icon: 'clock',
  },
  {
    id: 'seasons',
    title: 'The season, week by week',
    text: 'Games, tournaments and breaks on one timeline, recurring practices with real exceptions, and a read-only view for players and parents.',
    icon: 'calendar',
  },
  {
    id: 'live',
    title: 'Live co-editing',
    text: "Coaches on the same plan or whiteboard see each other's changes and cursors within a second. No more emailing versions around.",
    icon: 'live',
  },
  {
    id: 'history',
    title: 'Full history',
    text: 'Every change is recorded with who made it and when. Browse how a plan evolved and restore any earlier version.',
    icon: 'history',
  },
];
