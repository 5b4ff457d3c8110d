import {
  DRILL_IMPORT_STREAM_TYPE,
  DomainError,
  authorize,
  drillImportDecider,
  drillImportStreamId,
  drillInputSchema,
  drillSchemaErrors,
  type Actor,
  type DrillCommand,
  type DrillFields,
  type DrillImportCommand,
  type DrillImportState,
  type ImportBatch,
  type StartDrillImportRequest,
  notFound,
} from '@sideline/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Database, Queryable } from '@sideline/eventstore';
import { findDrillImportBatch } from '@sideline/projections';
import { DATABASE } from '../../app/tokens';
import type { CommandContext } from '../../commands/command-context';
import { CommandHandler } from '../../commands/command-handler';
import { drillTarget } from '../drill-commands';

const batchTarget = (batchId: string) => ({
  streamId: drillImportStreamId(batchId),
  streamType: DRILL_IMPORT_STREAM_TYPE,
  decider: drillImportDecider,
});

export interface RowFailure {
  /** position of the row in the call's `rows` */
  index: number;
  fields: Partial<Record<string, string[]>>;
}

/**
 * A bulk import as commands: start a batch, add rows in calls of up to 500 (each call one transaction: its drills
 * and the batch's record of them commit together, or nothing does), complete, and undo (every drill of the batch
 * deleted with reason `import-undone`, in one transaction with the batch's own event). Each answer's read-after
 * token lets the page's next read of the drill list (the progress it shows) include what the call imported.
 */
@Injectable()
export class DrillImports {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
  ) {}

  async start(actor: Actor, request: StartDrillImportRequest, ctx: CommandContext): Promise<{ batchId: string }> {
    authorize(actor, { action: 'content.create' });
    const batchId = ctx.newId('import-batch');
    await this.handler.handle(
      batchTarget(batchId),
      { type: 'StartDrillImport', data: { batchId, importerId: actor!.userId, ...request } },
      ctx,
    );
    return { batchId };
  }

  /**
   * Validates every row by the drill schema first, then asks the policy about each row as `POST /api/drills` does
   * (a row for a team takes the right to add to that team): one bad or refused row refuses the call, nothing is stored.
   */
  async addRows(
    actor: Actor,
    batchId: string,
    rows: readonly unknown[],
    ctx: CommandContext,
  ): Promise<{ imported: number; drillIds: string[] }> {
    authorize(actor, { action: 'content.create' });
    const fields = validRows(rows);
    for (const teamId of new Set(fields.map((row) => row.teamId)))
      authorize(actor, { action: 'content.create', teamId });
    const drillIds = fields.map((_, i) => ctx.newId(`imported-drill:${i}`));
    await this.db.transaction(async (tx) => {
      await this.onBatch(tx, actor, batchId, { type: 'AddDrillImportRows', data: { drillIds } }, ctx);
      for (const [i, drill] of fields.entries()) {
        const drillId = drillIds[i]!;
        // Imported drills belong to the importer and only they edit them; variations are linked by hand later.
        const command: DrillCommand = {
          type: 'CreateDrill',
          data: {
            drillId,
            ownerId: actor!.userId,
            fields: { ...drill, editableByOthers: false, variationOf: null },
            parent: null,
            importBatchId: batchId,
          },
        };
        // Asked again where the drill is made, so no path to it skips the check.
        await this.handler.handle(drillTarget(drillId), command, ctx, {
          tx,
          authorize: () => authorize(actor, { action: 'content.create', teamId: drill.teamId }),
        });
      }
    });
    return { imported: drillIds.length, drillIds };
  }

  async complete(actor: Actor, batchId: string, ctx: CommandContext): Promise<ImportBatch> {
    const decided = await this.handler.handle(batchTarget(batchId), { type: 'CompleteDrillImport', data: {} }, ctx, {
      authorize: (state) => authorizeBatch(actor, state),
    });
    return this.batchView(decided.state, ctx);
  }

  /** The batch as the command left it; what its state does not hold (file name, times) from its read model. */
  private async batchView(state: DrillImportState, ctx: CommandContext): Promise<ImportBatch> {
    const row = await findDrillImportBatch(this.db, state.status === 'none' ? '' : state.batchId);
    if (!row || state.status === 'none') throw notFound('BULK.BATCH_NOT_FOUND', 'There is no such import.');
    const at = ctx.metadata.at;
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return {
      ...row,
      status: state.status,
      undone: state.status === 'undone',
      count: state.drillIds.length,
      createdAt: new Date(row.createdAt).toISOString(),
      completedAt: iso(row.completedAt) ?? (state.status === 'completed' ? at : null),
      undoneAt: iso(row.undoneAt) ?? (state.status === 'undone' ? at : null),
    };
  }

  /** Deletes every drill of the batch (and records the undo) in one transaction. Undoing twice does nothing more. */
  async undo(actor: Actor, batchId: string, ctx: CommandContext): Promise<{ undone: number; batch: ImportBatch }> {
    const { undone, state } = await this.db.transaction(async (tx) => {
      const undo = await this.onBatch(tx, actor, batchId, { type: 'UndoDrillImport', data: {} }, ctx);
      const event = undo.events[0];
      if (!event || event.type !== 'DrillImportUndone') return { undone: 0, state: undo.state };
      for (const drillId of event.data.drillIds)
        await this.handler.handle(
          drillTarget(drillId),
          { type: 'DeleteDrill', data: { reason: 'import-undone' } },
          ctx,
          { tx },
        );
      return { undone: event.data.drillIds.length, state: undo.state };
    });
    return { undone, batch: await this.batchView(state, ctx) };
  }

  private onBatch(tx: Queryable, actor: Actor, batchId: string, command: DrillImportCommand, ctx: CommandContext) {
    return this.handler.handle(batchTarget(batchId), command, ctx, {
      tx,
      authorize: (state) => authorizeBatch(actor, state),
    });
  }
}

/** The policy decides on the batch as it is now (who started it); a batch that does not exist is the decider's 404. */
function authorizeBatch(actor: Actor, state: DrillImportState): void {
  if (state.status === 'none') authorize(actor, { action: 'account.signedIn' });
  else authorize(actor, { action: 'drillImport.manage', importerId: state.importerId });
}

function validRows(rows: readonly unknown[]): DrillFields[] {
  const failures: RowFailure[] = [];
  const fields: DrillFields[] = [];
  rows.forEach((row, index) => {
    const parsed = drillInputSchema.safeParse(row);
    if (parsed.success) fields.push(parsed.data);
    else failures.push({ index, fields: drillSchemaErrors(parsed.error, row) });
  });
  if (failures.length === 0) return fields;
  const message =
    failures.length === 1
      ? `Row ${failures[0]!.index + 1} of this call needs attention; nothing was imported.`
      : `${failures.length} rows of this call need attention; nothing was imported.`;
  throw new DomainError('validation', 'BULK.INVALID_ROWS', message, { rows: failures });
}
