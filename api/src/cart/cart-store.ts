import { Inject, Injectable } from '@nestjs/common';
import { can, conflict, type Actor, type DrillRef } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { drillRefsByIds } from '@sideline/projections';
import { DATABASE } from '../app/tokens';

/** Enough for any practice; a cart is a short list, not a library. */
export const CART_LIMIT = 50;

/** One user's plan cart: drills in the order they were added. */
@Injectable()
export class CartStore {
  constructor(@Inject(DATABASE) private readonly db: Queryable) {}

  /**
   * The cart's drills the user may still open; drills deleted or made private since they were added are left out
   * (and stay in the table, so they come back if restored).
   */
  async items(actor: NonNullable<Actor>): Promise<DrillRef[]> {
    const rows = await this.db.query<{ drill_id: string }>(
      'SELECT drill_id FROM drill_cart WHERE user_id = $1 ORDER BY added_at, drill_id',
      [actor.userId],
    );
    const refs = await drillRefsByIds(
      this.db,
      rows.map((r) => r.drill_id),
    );
    return refs
      .filter((ref) => !ref.access.deleted && can(actor, { action: 'content.read', content: ref.access }))
      .map(({ access: _access, ...ref }) => ref);
  }

  /** Adds a drill (again: no change); refuses a full cart. */
  async add(userId: string, drillId: string): Promise<void> {
    const [row] = await this.db.query<{ n: number; present: boolean }>(
      'SELECT count(*)::int AS n, bool_or(drill_id = $2) AS present FROM drill_cart WHERE user_id = $1',
      [userId, drillId],
    );
    if (row?.present) return;
    if ((row?.n ?? 0) >= CART_LIMIT)
      throw conflict('CART.FULL', `The plan cart holds at most ${CART_LIMIT} drills: make a plan from it first.`);
    await this.db.query('INSERT INTO drill_cart (user_id, drill_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      drillId,
    ]);
  }

  async remove(userId: string, drillId: string): Promise<void> {
    await this.db.query('DELETE FROM drill_cart WHERE user_id = $1 AND drill_id = $2', [userId, drillId]);
  }

  async clear(userId: string): Promise<void> {
    await this.db.query('DELETE FROM drill_cart WHERE user_id = $1', [userId]);
  }
}
