import type {
  Complexity,
  ContentAccess,
  Diagram,
  DrillRef,
  DrillSummary,
  MyVote,
  SkillLevel,
  SportId,
  Visibility,
} from '@sideline/domain';

export type { DrillRef, DrillSummary };

/** A drill as the detail page needs it, before the API adds permissions, the embed link and the family. */
export interface DrillRecord extends DrillSummary {
  detailedDescription: string;
  videoUrl: string | null;
  diagrams: Diagram[];
  editableByOthers: boolean;
  deleted: boolean;
  version: number;
  access: ContentAccess;
}

/** A reference with what the policy needs to decide whether the viewer may see it. */
export interface DrillRefWithAccess extends DrillRef {
  access: ContentAccess;
}

/** The columns a summary reads, from a `drills` row aliased `d`, joined to `users_view u` and `drill_votes v`. */
export const SUMMARY_SELECT = `
  d.drill_id, d.sport, d.name, d.brief_description, d.skill_levels, d.complexity, d.length_min, d.length_max,
  d.players_min, d.players_max, d.skills, d.positions, d.drill_types, d.has_video, d.diagram_count, d.visibility, d.team_id,
  d.owner_id, coalesce(u.display_name, 'Unknown user') AS owner_name, d.votes_up, d.votes_down, d.vote_score,
  coalesce(v.value, 0)::int AS my_vote, d.usage_count, d.variation_of, d.variation_count, d.created_at, d.updated_at`;

/** The joins SUMMARY_SELECT needs; `viewerParam` is the placeholder holding the viewer's id (or null). */
export const summaryJoins = (viewerParam: string) => `
  LEFT JOIN users_view u ON u.user_id = d.owner_id
  LEFT JOIN drill_votes v ON v.drill_id = d.drill_id AND v.user_id = ${viewerParam}`;

export interface SummaryRow {
  drill_id: string;
  sport: SportId;
  name: string;
  brief_description: string;
  skill_levels: SkillLevel[];
  complexity: Complexity | null;
  length_min: number;
  length_max: number;
  players_min: number;
  players_max: number | null;
  skills: string[];
  positions: string[];
  drill_types: string[];
  has_video: boolean;
  diagram_count: number;
  visibility: Visibility;
  team_id: string | null;
  owner_id: string;
  owner_name: string;
  votes_up: number;
  votes_down: number;
  vote_score: number;
  my_vote: number;
  usage_count: number;
  variation_of: string | null;
  variation_count: number;
  created_at: Date;
  updated_at: Date;
}

export function summaryOf(row: SummaryRow): DrillSummary {
  return {
    id: row.drill_id,
    sport: row.sport,
    name: row.name,
    briefDescription: row.brief_description,
    skillLevels: row.skill_levels,
    complexity: row.complexity,
    lengthMin: row.length_min,
    lengthMax: row.length_max,
    playersMin: row.players_min,
    playersMax: row.players_max,
    skills: row.skills,
    positions: row.positions,
    drillTypes: row.drill_types,
    hasVideo: row.has_video,
    diagramCount: row.diagram_count,
    visibility: row.visibility,
    teamId: row.team_id,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    votes: { up: row.votes_up, down: row.votes_down, score: row.vote_score },
    myVote: Math.sign(row.my_vote) as MyVote,
    usageCount: row.usage_count,
    variationOf: row.variation_of,
    variationCount: row.variation_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
