import type { DomainCommand } from '../shared/events';
import type { SeasonDetails, SeasonMarker, SeasonSection } from './season.model';
import type { SeasonMarkerPatch, SeasonPatch, SeasonSectionPatch, ShareLinkKind } from './season.schemas';

/** Who may issue these is the policy's to say (season.edit); the decider keeps the season whole. */
export type CreateSeason = DomainCommand<
  'CreateSeason',
  { seasonId: string; teamId: string; details: SeasonDetails; createdBy: string }
>;
/**
 * `practiceDates`: the days of the practices scheduled in the season now (the API reads them), so new dates that
 * would leave a practice outside are refused here, like sections and markers.
 */
export type EditSeason = DomainCommand<'EditSeason', { changes: SeasonPatch; practiceDates: string[] }>;
export type AddSeasonSection = DomainCommand<'AddSeasonSection', { section: SeasonSection; index: number | null }>;
export type EditSeasonSection = DomainCommand<'EditSeasonSection', { sectionId: string; changes: SeasonSectionPatch }>;
export type RemoveSeasonSection = DomainCommand<'RemoveSeasonSection', { sectionId: string }>;
export type ReorderSeasonSections = DomainCommand<'ReorderSeasonSections', { sectionIds: string[] }>;
export type AddSeasonMarker = DomainCommand<'AddSeasonMarker', { marker: SeasonMarker }>;
export type EditSeasonMarker = DomainCommand<'EditSeasonMarker', { markerId: string; changes: SeasonMarkerPatch }>;
export type RemoveSeasonMarker = DomainCommand<'RemoveSeasonMarker', { markerId: string }>;
export type RotateSeasonShareLink = DomainCommand<
  'RotateSeasonShareLink',
  { kind: ShareLinkKind; linkId: string; rotatedBy: string; at: string }
>;

export type SeasonCommand =
  | CreateSeason
  | EditSeason
  | AddSeasonSection
  | EditSeasonSection
  | RemoveSeasonSection
  | ReorderSeasonSections
  | AddSeasonMarker
  | EditSeasonMarker
  | RemoveSeasonMarker
  | RotateSeasonShareLink;
