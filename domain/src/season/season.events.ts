import type { DomainEvent } from '../shared/events';
import type {
  FieldChanges,
  SeasonDetails,
  SeasonDetailsField,
  SeasonMarker,
  SeasonMarkerField,
  SeasonSection,
  SeasonSectionField,
} from './season.model';
import type { ShareLinkKind } from './season.schemas';

export type SeasonCreated = DomainEvent<
  'SeasonCreated',
  { seasonId: string; teamId: string; details: SeasonDetails; createdBy: string }
>;
export type SeasonDetailsChanged = DomainEvent<
  'SeasonDetailsChanged',
  { seasonId: string; changes: FieldChanges<SeasonDetails, SeasonDetailsField> }
>;
export type SeasonSectionAdded = DomainEvent<
  'SeasonSectionAdded',
  { seasonId: string; section: SeasonSection; index: number }
>;
export type SeasonSectionChanged = DomainEvent<
  'SeasonSectionChanged',
  { seasonId: string; sectionId: string; changes: FieldChanges<SeasonSection, SeasonSectionField> }
>;
/** carries the section as it was */
export type SeasonSectionRemoved = DomainEvent<
  'SeasonSectionRemoved',
  { seasonId: string; section: SeasonSection; index: number }
>;
export type SeasonSectionsReordered = DomainEvent<
  'SeasonSectionsReordered',
  { seasonId: string; from: string[]; to: string[] }
>;
export type SeasonMarkerAdded = DomainEvent<'SeasonMarkerAdded', { seasonId: string; marker: SeasonMarker }>;
export type SeasonMarkerChanged = DomainEvent<
  'SeasonMarkerChanged',
  { seasonId: string; markerId: string; changes: FieldChanges<SeasonMarker, SeasonMarkerField> }
>;
export type SeasonMarkerRemoved = DomainEvent<'SeasonMarkerRemoved', { seasonId: string; marker: SeasonMarker }>;
/**
 * A new secret for the link (the old one stops working). The secret is not in the event: it lives hashed in a table.
 */
export type SeasonShareLinkRotated = DomainEvent<
  'SeasonShareLinkRotated',
  { seasonId: string; kind: ShareLinkKind; linkId: string; rotatedBy: string; at: string }
>;

export type SeasonEvent =
  | SeasonCreated
  | SeasonDetailsChanged
  | SeasonSectionAdded
  | SeasonSectionChanged
  | SeasonSectionRemoved
  | SeasonSectionsReordered
  | SeasonMarkerAdded
  | SeasonMarkerChanged
  | SeasonMarkerRemoved
  | SeasonShareLinkRotated;

export const SEASON_EVENT_TYPES = [
  'SeasonCreated',
  'SeasonDetailsChanged',
  'SeasonSectionAdded',
  'SeasonSectionChanged',
  'SeasonSectionRemoved',
  'SeasonSectionsReordered',
  'SeasonMarkerAdded',
  'SeasonMarkerChanged',
  'SeasonMarkerRemoved',
  'SeasonShareLinkRotated',
] as const satisfies readonly SeasonEvent['type'][];

export const SEASON_STREAM_TYPE = 'season';
export const seasonStreamId = (seasonId: string) => `season-${seasonId}`;
