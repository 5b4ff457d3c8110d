import type { PlanCommand, PlanUndoState } from '@sideline/domain';
import { WHEN_APPENDED, type AlongsideWrite, type MigrationStep, type Queryable } from '@sideline/eventstore';

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
export const undoStateAfterChange = (label: string): UndoState => ({
  canUndo: true,
  canRedo: false,
  undoLabel: label,
  redoLabel: null,
});

/**
 * Keeps the newest UNDO_DEPTH - 1 steps of a stack: with the one being pushed, UNDO_DEPTH. ($1 plan, $2 user, $3 stack)
 */
const TRIM = (
  when: string,
) => `DELETE FROM plan_undo_steps WHERE plan_id = $1 AND user_id = $2 AND stack = $3 AND ${when}
  AND step_id NOT IN (SELECT step_id FROM plan_undo_steps WHERE plan_id = $1 AND user_id = $2 AND stack = $3 ORDER BY step_id DESC LIMIT ${UNDO_DEPTH - 1})`;
/** Puts a step on top of a stack. ($1 plan, $2 user, $3 stack, $4 label, $5 commands) */
const PUSH = (when: string) =>
  `INSERT INTO plan_undo_steps (plan_id, user_id, stack, label, commands) SELECT $1, $2, $3, $4, $5::jsonb WHERE ${when}`;
const CLEAR_REDO = `DELETE FROM plan_undo_steps WHERE plan_id = $1 AND user_id = $2 AND stack = 'redo' AND ${WHEN_APPENDED}`;

/**
 * Steps that go with a plan change are written alongside its events (in the append's own statement on PostgreSQL);
 * a step put back after a failed undo is one statement of its own.
 */
export class PlanUndoStore {
  constructor(private readonly db: Queryable) {}

  /** A new change: it goes on the undo stack, and whatever could be redone no longer can. */
  changeWrites(planId: string, userId: string, label: string, inverse: PlanCommand[]): AlongsideWrite[] {
    if (inverse.length === 0) return [];
    return [{ sql: CLEAR_REDO, params: [planId, userId] }, ...this.pushWrites('undo', planId, userId, label, inverse)];
  }

  /** A step onto a stack, with the change that made it (an undo's step goes on the redo stack, and back). */
  pushWrites(
    stack: UndoStack,
    planId: string,
    userId: string,
    label: string,
    commands: PlanCommand[],
  ): AlongsideWrite[] {
    if (commands.length === 0) return [];
    return [
      { sql: TRIM(WHEN_APPENDED), params: [planId, userId, stack] },
      { sql: PUSH(WHEN_APPENDED), params: [planId, userId, stack, label, JSON.stringify(commands)] },
    ];
  }

  /** A step back onto its stack on its own (after an undo that could not be applied). */
  async push(
    q: Queryable,
    stack: UndoStack,
    planId: string,
    userId: string,
    label: string,
    commands: PlanCommand[],
  ): Promise<void> {
    if (commands.length === 0) return;
    await q.query(`WITH trimmed AS (${TRIM('true')}) ${PUSH('true')}`, [
      planId,
      userId,
      stack,
      label,
      JSON.stringify(commands),
    ]);
  }

  /** Takes the top step off a stack (atomically: two quick clicks never undo the same step twice). */
  async pop(stack: UndoStack, planId: string, userId: string): Promise<UndoStep | null> {
    const [row] = await this.db.query<{
      step_id: string | number | bigint;
      label: string;
      commands: PlanCommand[] | string;
    }>(
      `DELETE FROM plan_undo_steps WHERE step_id = (
         SELECT step_id FROM plan_undo_steps WHERE plan_id = $1 AND user_id = $2 AND stack = $3 ORDER BY step_id DESC LIMIT 1)
       RETURNING step_id, label, commands`,
      [planId, userId, stack],
    );
    if (!row) return null;
    return {
      stepId: String(row.step_id),
      label: row.label,
      commands: typeof row.commands === 'string' ? (JSON.parse(row.commands) as PlanCommand[]) : row.commands,
    };
  }

  async state(planId: string, userId: string | null, q: Queryable = this.db): Promise<UndoState> {
    if (!userId) return EMPTY;
    const rows = await q.query<{ stack: UndoStack; label: string }>(
      `SELECT DISTINCT ON (stack) stack, label FROM plan_undo_steps WHERE plan_id = $1 AND user_id = $2 ORDER BY stack, step_id DESC`,
      [planId, userId],
    );
    const top = (stack: UndoStack) => rows.find((r) => r.stack === stack)?.label ?? null;
    return {
      canUndo: top('undo') !== null,
      canRedo: top('redo') !== null,
      undoLabel: top('undo'),
      redoLabel: top('redo'),
    };
  }
}
