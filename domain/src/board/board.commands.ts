import type { Visibility } from '../content/content.schemas';
import type { DomainCommand } from '../shared/events';
import type { SportId } from '../sports';
import type { ShareLinkMode } from './board.events';

export type CreateBoard = DomainCommand<
  'CreateBoard',
  {
    boardId: string;
    ownerId: string;
    name: string;
    sport: SportId;
    courtTemplateId: string;
    teamId: string | null;
    visibility: Visibility;
  }
>;
export type RenameBoard = DomainCommand<'RenameBoard', { name: string }>;
export type ChangeBoardVisibility = DomainCommand<'ChangeBoardVisibility', { visibility: Visibility }>;
/** Several details at once (the board form's PATCH): all of them are applied, or none. */
export type EditBoard = DomainCommand<'EditBoard', { name?: string; visibility?: Visibility }>;
export type CreateBoardShareLink = DomainCommand<
  'CreateBoardShareLink',
  { linkId: string; mode: ShareLinkMode; createdBy: string }
>;
export type RevokeBoardShareLink = DomainCommand<'RevokeBoardShareLink', { linkId: string; revokedBy: string }>;
export type DeleteBoard = DomainCommand<'DeleteBoard', Record<string, never>>;
export type UndeleteBoard = DomainCommand<'UndeleteBoard', Record<string, never>>;
/**
 * `update` was computed by the caller from the stored document: applied on top, it brings back version `toVersion`.
 * `versionExists`: the caller found a document update or restore at that stream version (a fact from the log).
 */
export type RestoreBoardVersion = DomainCommand<
  'RestoreBoardVersion',
  { toVersion: number; update: string; at: string; versionExists: boolean }
>;

export type BoardCommand =
  | CreateBoard
  | RenameBoard
  | ChangeBoardVisibility
  | EditBoard
  | CreateBoardShareLink
  | RevokeBoardShareLink
  | DeleteBoard
  | UndeleteBoard
  | RestoreBoardVersion;
