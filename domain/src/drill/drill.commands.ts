import type { DomainCommand } from '../shared/events';
import type { DrillFields, DrillPatch } from './drill.schemas';

/** What the handler looked up about the proposed parent, so the decider can check the one-level rule. */
export interface ParentFacts {
  id: string;
  exists: boolean;
  deleted: boolean;
  /** the parent is itself a variation of another drill */
  isVariation: boolean;
}

export type CreateDrill = DomainCommand<
  'CreateDrill',
  { drillId: string; ownerId: string; fields: DrillFields; parent: ParentFacts | null; importBatchId?: string | null }
>;
/** The whole form; the decider records only what changed. */
export type UpdateDrill = DomainCommand<
  'UpdateDrill',
  { fields: DrillFields; parent: ParentFacts | null; hasVariations: boolean }
>;
/**
 * Some fields (a live form sends only what its user changed): the rules that span fields are checked on the drill as
 * it is with the patch applied. `parent` is looked up only when the patch names `variationOf`.
 */
export type EditDrill = DomainCommand<
  'EditDrill',
  { patch: DrillPatch; parent: ParentFacts | null; hasVariations: boolean }
>;
export type SetDrillVariation = DomainCommand<
  'SetDrillVariation',
  { parent: ParentFacts | null; hasVariations: boolean }
>;
export type DeleteDrill = DomainCommand<'DeleteDrill', { reason: 'deleted' | 'import-undone' }>;
export type RestoreDrill = DomainCommand<'RestoreDrill', Record<string, never>>;

export type DrillCommand = CreateDrill | UpdateDrill | EditDrill | SetDrillVariation | DeleteDrill | RestoreDrill;
