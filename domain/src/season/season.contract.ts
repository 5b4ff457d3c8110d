import { z } from 'zod';
import { isoDate, isoDateTime } from '../contracts/contract-kit';
import { LINKED_ITEM_KINDS, MARKER_TYPES, SHARE_LINK_KINDS } from './season.schemas';

/** What the season endpoints answer: one description for the read models, the API and the web app. */

/** What the viewer may do with the season, from the one policy. */
export const seasonCanContract = z.strictObject({
  /** change dates, sections, markers, practices; switch the active season */
  edit: z.boolean(),
  /** rotate the public view and calendar links */
  share: z.boolean(),
  /** see drafts, hidden sections and hidden markers (the team's staff) */
  readAll: z.boolean(),
});
export type SeasonCan = z.infer<typeof seasonCanContract>;

export const seasonSummaryContract = z.strictObject({
  id: z.string(),
  teamId: z.string(),
  name: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  templatePlanId: z.string().nullable(),
  active: z.boolean(),
});
export type SeasonSummary = z.infer<typeof seasonSummaryContract>;

export const seasonSectionContract = z.strictObject({
  id: z.string(),
  name: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  colour: z.string(),
  notes: z.string(),
  visibleToMembers: z.boolean(),
  order: z.number().int(),
  defaultSections: z.array(z.strictObject({ name: z.string(), goals: z.array(z.string()), notes: z.string() })),
  linkedItems: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum(LINKED_ITEM_KINDS),
      drillId: z.string().nullable(),
      formationId: z.string().nullable(),
      title: z.string(),
      minutes: z.number().int(),
      practiceSection: z.string().nullable(),
    }),
  ),
});
export type SeasonSectionView = z.infer<typeof seasonSectionContract>;

export const seasonMarkerContract = z.strictObject({
  id: z.string(),
  type: z.enum(MARKER_TYPES),
  title: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  time: z.string().nullable().describe('"HH:MM" in the team zone; null: all day'),
  durationMinutes: z.number().int().nullable(),
  colour: z.string(),
  notes: z.string(),
  visibleToMembers: z.boolean(),
});
export type SeasonMarkerView = z.infer<typeof seasonMarkerContract>;

/** A practice on the season's calendar: a team plan with a schedule. */
export const seasonPracticeContract = z.strictObject({
  planId: z.string(),
  name: z.string(),
  date: isoDate,
  startTime: z.string().describe('"HH:MM" in the team zone'),
  durationMinutes: z.number().int(),
  published: z.boolean(),
});
export type SeasonPracticeView = z.infer<typeof seasonPracticeContract>;

export const seasonTeamContract = z.strictObject({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  firstDayOfWeek: z.number().int(),
});

/** The season page: the season, its sections, markers and practices as the viewer may see them. */
export const seasonTimelineContract = z.strictObject({
  season: seasonSummaryContract,
  team: seasonTeamContract,
  sections: z.array(seasonSectionContract),
  markers: z.array(seasonMarkerContract),
  practices: z.array(seasonPracticeContract),
  /** when each share link was last rotated (null: none made yet); the secrets are only shown when made */
  shareLinks: z.strictObject({ view: isoDateTime.nullable(), calendar: isoDateTime.nullable() }),
  can: seasonCanContract,
});
export type SeasonTimeline = z.infer<typeof seasonTimelineContract>;

export const seasonListContract = z.strictObject({
  items: z.array(seasonSummaryContract),
  activeSeasonId: z.string().nullable(),
  can: z.strictObject({ edit: z.boolean() }),
});
export type SeasonList = z.infer<typeof seasonListContract>;

/** A new share link: the secret is shown this once (it is stored hashed). */
export const seasonShareLinkContract = z.strictObject({
  kind: z.enum(SHARE_LINK_KINDS),
  token: z.string(),
  url: z.string(),
  rotatedAt: isoDateTime,
});
export type SeasonShareLink = z.infer<typeof seasonShareLinkContract>;

const coverageRow = z.strictObject({
  key: z.string(),
  label: z.string(),
  minutes: z.number().int(),
  colour: z.string().nullable(),
});
/** Planned minutes across the season's practices (the viewer's practices: members count published ones). */
export const seasonCoverageContract = z.strictObject({
  practiceCount: z.number().int(),
  totalMinutes: z.number().int(),
  bySkill: z.array(coverageRow),
  byPositionGroup: z.array(coverageRow),
  bySection: z.array(coverageRow),
});
export type SeasonCoverage = z.infer<typeof seasonCoverageContract>;
