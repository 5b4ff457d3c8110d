import type { Visibility } from '../../content/content.schemas';
import { conflict, notFound } from '../../shared/errors';
import { assertNever, type Decider, type DomainCommand, type DomainEvent } from '../../shared/events';
import type { SportId } from '../../sports';

/**
 * A bulk import is its own stream, `drill-import-<batchId>`: it records which drills came from which file, so the
 * import can be undone as a whole. The drills themselves are ordinary drill streams (`DrillCreated` names the batch).
 */
export const DRILL_IMPORT_STREAM_TYPE = 'drill-import';
export const drillImportStreamId = (batchId: string) => `drill-import-${batchId}`;

export type DrillImportStarted = DomainEvent<
  'DrillImportStarted',
  {
    batchId: string;
    importerId: string;
    fileName: string;
    /** the sport chosen on the page (rows may name others) */
    sport: SportId;
    visibility: Visibility;
    /** how many rows the page meant to import */
    total: number;
  }
>;
/** One import call: its drills were created in the same transaction. */
export type DrillImportRowsAdded = DomainEvent<'DrillImportRowsAdded', { batchId: string; drillIds: string[] }>;
export type DrillImportCompleted = DomainEvent<'DrillImportCompleted', { batchId: string; imported: number }>;
/** Every drill of the batch got `DrillDeleted` (reason `import-undone`) in the same transaction. */
export type DrillImportUndone = DomainEvent<'DrillImportUndone', { batchId: string; drillIds: string[] }>;

export type DrillImportEvent = DrillImportStarted | DrillImportRowsAdded | DrillImportCompleted | DrillImportUndone;
export const DRILL_IMPORT_EVENT_TYPES = [
  'DrillImportStarted',
  'DrillImportRowsAdded',
  'DrillImportCompleted',
  'DrillImportUndone',
] as const satisfies readonly DrillImportEvent['type'][];

export type StartDrillImport = DomainCommand<'StartDrillImport', DrillImportStarted['data']>;
export type AddDrillImportRows = DomainCommand<'AddDrillImportRows', { drillIds: string[] }>;
export type CompleteDrillImport = DomainCommand<'CompleteDrillImport', Record<string, never>>;
export type UndoDrillImport = DomainCommand<'UndoDrillImport', Record<string, never>>;
export type DrillImportCommand = StartDrillImport | AddDrillImportRows | CompleteDrillImport | UndoDrillImport;

export type DrillImportState =
  | { status: 'none' }
  | {
      status: 'importing' | 'completed' | 'undone';
      batchId: string;
      importerId: string;
      total: number;
      drillIds: string[];
    };

const initialState = (): DrillImportState => ({ status: 'none' });

function decide(command: DrillImportCommand, state: DrillImportState): DrillImportEvent[] {
  if (command.type === 'StartDrillImport') {
    if (state.status !== 'none') throw conflict('BULK.BATCH_EXISTS', 'This import was already started.');
    return [{ type: 'DrillImportStarted', data: command.data }];
  }
  if (state.status === 'none') throw notFound('BULK.BATCH_NOT_FOUND', 'There is no such import.');
  const { batchId } = state;
  switch (command.type) {
    case 'AddDrillImportRows': {
      if (state.status === 'undone') throw conflict('BULK.BATCH_UNDONE', 'This import was undone; start a new one.');
      if (state.status === 'completed')
        throw conflict('BULK.BATCH_COMPLETED', 'This import is finished; start a new one to add more drills.');
      const { drillIds } = command.data;
      if (drillIds.length === 0) return [];
      if (state.drillIds.length + drillIds.length > state.total) {
        throw conflict(
          'BULK.BATCH_OVERFULL',
          `This import was started for ${state.total} drills and already has ${state.drillIds.length}.`,
          {
            total: state.total,
            imported: state.drillIds.length,
          },
        );
      }
      return [{ type: 'DrillImportRowsAdded', data: { batchId, drillIds } }];
    }
    case 'CompleteDrillImport':
      if (state.status === 'undone') throw conflict('BULK.BATCH_UNDONE', 'This import was undone.');
      return state.status === 'completed'
        ? []
        : [{ type: 'DrillImportCompleted', data: { batchId, imported: state.drillIds.length } }];
    case 'UndoDrillImport':
      return state.status === 'undone'
        ? []
        : [{ type: 'DrillImportUndone', data: { batchId, drillIds: state.drillIds } }];
    default:
      return assertNever(command, 'drill import command');
  }
}

function evolve(state: DrillImportState, event: DrillImportEvent): DrillImportState {
  if (event.type === 'DrillImportStarted') {
    const { batchId, importerId, total } = event.data;
    return { status: 'importing', batchId, importerId, total, drillIds: [] };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DrillImportRowsAdded':
      return { ...state, drillIds: [...state.drillIds, ...event.data.drillIds] };
    case 'DrillImportCompleted':
      return { ...state, status: 'completed' };
    case 'DrillImportUndone':
      return { ...state, status: 'undone' };
    default:
      return assertNever(event, 'drill import event');
  }
}

export const drillImportDecider: Decider<DrillImportCommand, DrillImportEvent, DrillImportState> = {
  decide,
  evolve,
  initialState,
};
