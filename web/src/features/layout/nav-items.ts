import type { SessionUser } from '@sideline/domain';

export interface NavItem {
  to: string;
  label: string;
  /** who sees the link; the route itself still checks */
  audience: 'everyone' | 'visitors' | 'signed-in' | 'admin';
  /** match only the exact path (for "/") */
  end?: boolean;
}

/** The main navigation. Only routes that exist are listed: features add their entry when they ship. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', audience: 'everyone', end: true },
  { to: '/drills', label: 'Drills', audience: 'everyone' },
  { to: '/formations', label: 'Formations', audience: 'everyone' },
  { to: '/practice-plans', label: 'Practice plans', audience: 'everyone' },
  { to: '/whiteboard', label: 'Whiteboard', audience: 'everyone' },
  { to: '/teams', label: 'Teams', audience: 'signed-in' },
  { to: '/poll', label: 'Poll', audience: 'everyone' },
  { to: '/trash', label: 'Trash', audience: 'signed-in' },
  // Signed in, About is in the footer: the header keeps its room for the work.
  { to: '/about', label: 'About', audience: 'visitors' },
  { to: '/admin', label: 'Admin', audience: 'admin' },
];

export function visibleNavItems(user: SessionUser | null, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter(
    (item) =>
      item.audience === 'everyone' ||
      (item.audience === 'visitors' && user === null) ||
      (item.audience === 'signed-in' && user !== null) ||
      (item.audience === 'admin' && user?.can.adminArea === true),
  );
}
