import type { MigrationStep } from '@sideline/eventstore';

/** The plan cart is UI state (drills picked for the next plan), not history: an ordinary table, no events. */
export const cartMigrations: readonly MigrationStep[] = [
  {
    id: '001-drill-cart',
    sql: `
      CREATE TABLE IF NOT EXISTS drill_cart (
        user_id text NOT NULL,
        drill_id text NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, drill_id)
      );
      CREATE INDEX IF NOT EXISTS drill_cart_user_added ON drill_cart (user_id, added_at);
      CREATE INDEX IF NOT EXISTS drill_cart_drill ON drill_cart (drill_id);`,
  },
];
