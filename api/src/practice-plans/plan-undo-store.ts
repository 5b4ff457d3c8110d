import type { PlanCommand, PlanUndoState } from '@sideline/domain';
import type { MigrationStep, Queryable } from '@sideline/eventstore';

/**
 * Per-user undo and redo, kept server-side in an ordinary table (it is editor state, not history: the history is
 * the plan's events). A step holds the commands that take one change back (or redo it), made by `inverseOfEvents`
 * from what the change stored. Only the user who made a change can undo it; a co-editor's changes are never on
 * someone else's stack. Steps survive reloads and are shared by the user's tabs.
 */
export const planUndoMigrations: readonly MigrationStep[] = [
  {
    id: '001-plan-undo-steps',
    sql: `
      CREATE TABLE IF NOT EXISTS plan_undo_steps (
        step_id bigserial PRIMARY KEY,
        plan_id text NOT NULL,
        user_id text NOT NULL,
        stack text NOT NULL CHECK (stack IN ('undo', 'redo')),
        label text NOT NULL,
        commands jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX IF NOT EXISTS plan_undo_steps_top ON plan_undo_steps (plan_id, user_id, stack, step_id DESC);`,
  },
];

/** How many changes a user can take back per plan (the reference editor kept 50). */
export const UNDO_DEPTH = 50;

export type UndoStack = 'undo' | 'redo';

export interface UndoStep {
  stepId: string;
  label: string;
  commands: PlanCommand[];
}

/** what undo would take back ("Moved an item"), null when nothing; the contract is the plan's `undo` */
export type UndoState = PlanUndoState;

const EMPTY: UndoState = { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null };

/** The undo state right after a change went on the undo stack (the redo stack is emptied by it). */
export const undoStateAfterChange = (label: string): UndoState => ({ canUndo: true, canRedo: false, undoLabel: label, redoLabel: null });

/** Keeps the newest UNDO_DEPTH - 1 steps of a stack: with the one being pushed, UNDO_DEPTH. */
const TRIM = (stack: string) => `DELETE FROM plan_undo_steps WHERE plan_id = $1 AND user_id = $2 AND stack = ${stack}
  AND step_id NOT IN (SELECT step_id FROM plan_undo_steps WHERE plan_id = $1 AND user_id = $2 AND stack = ${stack} ORDER BY step_id DESC LIMIT ${UNDO_DEPTH - 1})`;

/** Each write is one statement, so recording a change costs the command's transaction one round trip. */
export class PlanUndoStore {
  constructor(private readonly db: Queryable) {}

  /** A new change: it goes on the undo stack, and whatever could be redone no longer can. Pass the append's `tx`. */
  async recordChange(tx: Queryable, planId: string, userId: string, label: string, inverse: PlanCommand[]): Promise<void> {
    if (inverse.length === 0) return;
    await tx.query(
      `WITH cleared AS (DELETE FROM plan_undo_steps WHERE plan_id = $1 AND user_id = $2 AND stack = 'redo'),
            trimmed AS (${TRIM("'undo'")})
       INSERT INTO plan_undo_steps (plan_id, user_id, stack, label, commands) VALUES ($1, $2, 'undo', $3, $4::jsonb)`,
      [planId, userId, label, JSON.stringify(inverse)],
    );
  }

  async push(tx: Queryable, stack: UndoStack, planId: string, userId: string, label: string, commands: PlanCommand[]): Promise<void> {
    if (commands.length === 0) return;
    await tx.query(
      `WITH trimmed AS (${TRIM('$3')}) INSERT INTO plan_undo_steps (plan_id, user_id, stack, label, commands) VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [planId, userId, stack, label, JSON.stringify(commands)],
    );
  }

  /** Takes the top step off a stack (atomically: two quick clicks never undo the same step twice). */
  async pop(stack: UndoStack, planId: string, userId: string): Promise<UndoStep | null> {
    const [row] = await this.db.query<{ step_id: string | number | bigint; label: string; commands: PlanCommand[] | string }>(
      `DELETE FROM plan_undo_steps WHERE step_id = (
         SELECT step_id FROM plan_undo_steps WHERE plan_id = $1 AND user_id = $2 AND stack = $3 ORDER BY step_id DESC LIMIT 1)
       RETURNING step_id, label, commands`,
      [planId, userId, stack],
    );
    if (!row) return null;
    return { stepId: String(row.step_id), label: row.label, commands: typeof row.commands === 'string' ? JSON.parse(row.commands) : row.commands };
  }

  async state(planId: string, userId: string | null, q: Queryable = this.db): Promise<UndoState> {
    if (!userId) return EMPTY;
    const rows = await q.query<{ stack: UndoStack; label: string }>(
      `SELECT DISTINCT ON (stack) stack, label FROM plan_undo_steps WHERE plan_id = $1 AND user_id = $2 ORDER BY stack, step_id DESC`,
      [planId, userId],
    );
    const top = (stack: UndoStack) => rows.find((r) => r.stack === stack)?.label ?? null;
    return { canUndo: top('undo') !== null, canRedo: top('redo') !== null, undoLabel: top('undo'), redoLabel: top('redo') };
  }
}
