import type { DomainCommand } from '../shared/events';
import type { FormationContent } from './formation.events';
import type { FormationFields, FormationPatch } from './formation.schemas';

/**
 * `diagram`: a base64 Yjs update to start the diagram from (the demo seed); null for a new formation, whose web client
 * draws the court on first open. `at` is the time of the command, stored in the document event.
 */
export type CreateFormation = DomainCommand<
  'CreateFormation',
  { formationId: string; ownerId: string; fields: FormationFields; diagram: string | null; at: string }
>;
/**
 * A copy, sent to the new formation's stream. The handler read the original (`source`) and its latest stored diagram
 * (`diagram`, null when it has none); the copy is private to its new owner.
 */
export type DuplicateFormation = DomainCommand<
  'DuplicateFormation',
  {
    formationId: string;
    ownerId: string;
    source: { id: string; content: FormationContent };
    diagram: string | null;
    at: string;
  }
>;
/**
 * The fields to change; unchanged ones record nothing. `expectedVersion` (from If-Match) is the formation's details
 * version (see FormationState): diagram stores do not move it, so drawing never makes a form save stale.
 */
export type EditFormation = DomainCommand<'EditFormation', { patch: FormationPatch; expectedVersion?: number }>;
export type DeleteFormation = DomainCommand<'DeleteFormation', Record<string, never>>;
export type RestoreFormation = DomainCommand<'RestoreFormation', Record<string, never>>;
/**
 * `update` was computed by the caller from the stored diagram: applied on top, it brings back version `toVersion`.
 * `versionExists`: the caller found a diagram update or restore at that stream version (a fact from the log).
 */
export type RestoreFormationDocument = DomainCommand<
  'RestoreFormationDocument',
  { toVersion: number; update: string; at: string; versionExists: boolean }
>;

export type FormationCommand =
  CreateFormation | DuplicateFormation | EditFormation | DeleteFormation | RestoreFormation | RestoreFormationDocument;
