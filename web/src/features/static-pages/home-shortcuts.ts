import type { SessionUser } from '@sideline/domain';

export interface HomeShortcut {
  to: string;
  title: string;
  text: string;
  audience: 'signed-in' | 'admin';
}

/** What a signed-in coach can do now; each feature adds its entry when its pages ship. */
export const HOME_SHORTCUTS: readonly HomeShortcut[] = [
  {
    to: '/drills',
    title: 'Drill library',
    text: 'Search, filter and vote on drills for quadball, basketball and soccer, or add your own with diagrams.',
    audience: 'signed-in',
  },
  {
    to: '/drills/create',
    title: 'Create a drill',
    text: 'Describe it, draw it on the court, and share it with your staff or everyone.',
    audience: 'signed-in',
  },
  {
    to: '/drills/bulk-upload',
    title: 'Import drills',
    text: 'Bring your drill bank from a CSV or Excel file, check every row, and undo the import if needed.',
    audience: 'signed-in',
  },
  {
    to: '/practice-plans',
    title: 'Practice plans',
    text: 'Timed practices with sections, drills and position groups side by side; edit them live with your staff and print a sheet per group.',
    audience: 'signed-in',
  },
  {
    to: '/formations',
    title: 'Formations',
    text: 'Offense and defense set-ups on the court, drawn together live, with every version kept.',
    audience: 'signed-in',
  },
  {
    to: '/whiteboard',
    title: 'Whiteboard',
    text: "Draw plays with your staff in real time: cursors, the sport's tokens, share links and a history slider.",
    audience: 'signed-in',
  },
  {
    to: '/admin',
    title: 'Admin dashboard',
    text: 'Accounts, events recorded, the health of every read model and the latest activity.',
    audience: 'admin',
  },
  {
    to: '/about',
    title: 'How Sideline works',
    text: 'Drills, formations, timed practice plans, seasons, live co-editing and full history.',
    audience: 'signed-in',
  },
  {
    to: '/privacy-policy',
    title: 'What Sideline keeps about you',
    text: 'One session cookie, no ads, no tracking, and every change recorded in the open.',
    audience: 'signed-in',
  },
  {
    to: '/terms-of-service',
    title: 'Sharing and ownership',
    text: 'You own what you create; public and team content can be reused for coaching.',
    audience: 'signed-in',
  },
];

export function visibleShortcuts(user: SessionUser, shortcuts: readonly HomeShortcut[] = HOME_SHORTCUTS) {
  return shortcuts.filter((shortcut) => shortcut.audience === 'signed-in' || user.can.adminArea);
}
