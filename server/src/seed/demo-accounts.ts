/**
 * The demo logins printed at start of the embedded app. Demo data only: never used when DATABASE_URL is set unless
 * SEED_DEMO=true.
 */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@sideline.test',
    password: 'whistle-and-clipboard',
    displayName: 'Alex Admin',
    role: 'admin' as const,
  },
  { email: 'coach@sideline.test', password: 'cones-and-pinnies', displayName: 'Casey Coach', role: 'user' as const },
];

/** The demo team's players and parents (members: they read the team's published plans and its boards). */
export const DEMO_TEAM_MEMBERS = [
  { email: 'player@sideline.test', password: 'quaffle-and-hoops', displayName: 'Mia Player', role: 'user' as const },
  { email: 'parent@sideline.test', password: 'snacks-at-halftime', displayName: 'Pat Parent', role: 'user' as const },
];
