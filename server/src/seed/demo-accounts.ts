/** The demo logins printed at start of the embedded app. Demo data only: never used when DATABASE_URL is set unless SEED_DEMO=true. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@sideline.test', password: 'whistle-and-clipboard', displayName: 'Alex Admin', role: 'admin' as const },
  { email: 'coach@sideline.test', password: 'cones-and-pinnies', displayName: 'Casey Coach', role: 'user' as const },
];
