import type { DefaultPracticeSection, LinkedItem, MarkerType, ShareLinkKind } from './season.schemas';

export interface SeasonDetails {
  name: string;
  /** "YYYY-MM-DD", first day of the season */
  startDate: string;
  /** "YYYY-MM-DD", last day (inclusive) */
  endDate: string;
  /** the plan new practices start from (the other half of seasons: recurrences) */
  templatePlanId: string | null;
}
export type SeasonDetailsField = keyof SeasonDetails;

/** A named date range inside the season (pre-season, regular, playoffs…) and what it seeds practices with. */
export interface SeasonSection {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  colour: string;
  notes: string;
  visibleToMembers: boolean;
  defaultSections: DefaultPracticeSection[];
  linkedItems: LinkedItem[];
}
export type SeasonSectionField = Exclude<keyof SeasonSection, 'id'>;

/** A game, tournament, break… on one day or several, all day or at a time (the team's zone). */
export interface SeasonMarker {
  id: string;
  type: MarkerType;
  title: string;
  startDate: string;
  endDate: string;
  time: string | null;
  durationMinutes: number | null;
  colour: string;
  notes: string;
  visibleToMembers: boolean;
}
export type SeasonMarkerField = Exclude<keyof SeasonMarker, 'id'>;

/** The current link of a kind: its id (the secret itself is stored hashed, outside the log). */
export interface ShareLinkState {
  linkId: string;
  rotatedAt: string;
}
export type ShareLinks = Readonly<Partial<Record<ShareLinkKind, ShareLinkState>>>;

export type FieldChanges<T, K extends keyof T> = { [F in K]?: { from: T[F]; to: T[F] } };
