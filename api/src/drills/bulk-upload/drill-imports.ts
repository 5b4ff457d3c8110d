import {
  DRILL_IMPORT_STREAM_TYPE,
  DRILL_STREAM_TYPE,
  DomainError,
  authorize,
  drillDecider,
  drillImportDecider,
  drillImportStreamId,
  drillInputSchema,
  drillSchemaErrors,
  drillStreamId,
  type Actor,
  type DrillCommand,
  type DrillEvent,
  type DrillFields,
  type DrillImportCommand,
  type DrillImportState,
  type DrillState,
  type EventMetadata,
  type StartDrillImportRequest,
} from '@sideline/domain';
import type { LogPosition, Queryable } from '@sideline/eventstore';
import { ALL_PROJECTIONS, projectionNamesFor } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../../api-deps';
import type { CommandTarget } from '../../commands/command-handler';

/** How long an import call waits for the drill list to show its drills before answering anyway. */
const READ_YOUR_WRITES_TIMEOUT_MS = 10_000;

const batchTarget = (batchId: string) => ({ streamId: drillImportStreamId(batchId), streamType: DRILL_IMPORT_STREAM_TYPE, decider: drillImportDecider });
const drillTarget = (drillId: string): CommandTarget<DrillCommand, DrillEvent, DrillState> => ({
  streamId: drillStreamId(drillId),
  streamType: DRILL_STREAM_TYPE,
  decider: drillDecider,
});

export interface RowFailure {
  /** position of the row in the call's `rows` */
  index: number;
  fields: Partial<Record<string, string[]>>;
}

/**
 * A bulk import as commands: start a batch, add rows in calls of up to 500 (each call one transaction: its drills
 * and the batch's record of them commit together, or nothing does), complete, and undo (every drill of the batch
 * deleted with reason `import-undone`, in one transaction with the batch's own event).
 */
export class DrillImports {
  constructor(private readonly deps: Pick<ApiDeps, 'db' | 'commands' | 'watcher'>) {}

  async start(actor: Actor, request: StartDrillImportRequest, metadata: EventMetadata): Promise<{ batchId: string }> {
    authorize(actor, { action: 'content.create' });
    const batchId = randomUUID();
    await this.deps.commands.handle(batchTarget(batchId), { type: 'StartDrillImport', data: { batchId, importerId: actor!.userId, ...request } }, metadata);
    return { batchId };
  }

  /** Validates every row by the drill schema first: one bad row refuses the call, and nothing is stored. */
  async addRows(actor: Actor, batchId: string, rows: readonly unknown[], metadata: EventMetadata): Promise<{ imported: number; drillIds: string[] }> {
    authorize(actor, { action: 'content.create' });
    const fields = validRows(rows);
    const drillIds = fields.map(() => randomUUID());
    const position = await this.deps.db.transaction(async (tx) => {
      await this.onBatch(tx, actor, batchId, { type: 'AddDrillImportRows', data: { drillIds } }, metadata);
      let last: LogPosition | null = null;
      for (const [i, drill] of fields.entries()) {
        const drillId = drillIds[i]!;
        // Imported drills belong to the importer and only they edit them; variations are linked by hand later.
        const command: DrillCommand = {
          type: 'CreateDrill',
          data: { drillId, ownerId: actor!.userId, fields: { ...drill, editableByOthers: false, variationOf: null }, parent: null, importBatchId: batchId },
        };
        last = (await this.deps.commands.handle(drillTarget(drillId), command, metadata, { tx })).position ?? last;
      }
      return last;
    });
    // Read-your-writes: when the call answers, the drill list shows this chunk (progress is what the list has).
    if (position) await this.waitForReadModels(position, ['DrillCreated', 'DrillImportRowsAdded']);
    return { imported: drillIds.length, drillIds };
  }

  async complete(actor: Actor, batchId: string, metadata: EventMetadata): Promise<void> {
    await this.deps.commands.handle(batchTarget(batchId), this.guarded(actor, { type: 'CompleteDrillImport', data: {} }), metadata);
  }

  /** Deletes every drill of the batch (and records the undo) in one transaction. Undoing twice does nothing more. */
  async undo(actor: Actor, batchId: string, metadata: EventMetadata): Promise<{ undone: number }> {
    const result = await this.deps.db.transaction(async (tx) => {
      const undo = await this.onBatch(tx, actor, batchId, { type: 'UndoDrillImport', data: {} }, metadata);
      const event = undo.events[0];
      if (!event || event.type !== 'DrillImportUndone') return { undone: 0, position: null };
      let last = undo.position;
      for (const drillId of event.data.drillIds) {
        const deleted = await this.deps.commands.handle(drillTarget(drillId), { type: 'DeleteDrill', data: { reason: 'import-undone' } }, metadata, { tx });
        last = deleted.position ?? last;
      }
      return { undone: event.data.drillIds.length, position: last };
    });
    if (result.position) await this.waitForReadModels(result.position, ['DrillDeleted', 'DrillImportUndone']);
    return { undone: result.undone };
  }

  private onBatch(tx: Queryable, actor: Actor, batchId: string, command: DrillImportCommand, metadata: EventMetadata) {
    return this.deps.commands.handle(batchTarget(batchId), this.guarded(actor, command), metadata, { tx });
  }

  /** The policy decides on the batch as it is now (who started it); a batch that does not exist is the decider's 404. */
  private guarded(actor: Actor, command: DrillImportCommand) {
    return (state: DrillImportState) => {
      if (state.status === 'none') authorize(actor, { action: 'account.signedIn' });
      else authorize(actor, { action: 'drillImport.manage', importerId: state.importerId });
      return command;
    };
  }

  private async waitForReadModels(position: LogPosition, eventTypes: readonly string[]) {
    await this.deps.watcher.waitFor(position, projectionNamesFor(ALL_PROJECTIONS, eventTypes), READ_YOUR_WRITES_TIMEOUT_MS);
  }
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
  const message = failures.length === 1 ? `Row ${failures[0]!.index + 1} of this call needs attention; nothing was imported.` : `${failures.length} rows of this call need attention; nothing was imported.`;
  throw new DomainError('validation', 'BULK.INVALID_ROWS', message, { rows: failures });
}
