import type { ContentAccess, FormationSummary, FormationType, MyVote, SportId, Visibility } from '@sideline/domain';

export type { FormationSummary };

/** A formation as the detail page needs it, before the API adds permissions and the document name. */
export interface FormationRecord extends FormationSummary {
  detailedDescription: string;
  /** the formation it was copied from (the API shows it only to those who may open that one) */
  duplicatedFrom: string | null;
  editableByOthers: boolean;
  deleted: boolean;
  /** the details version: the ETag (diagram stores do not move it) */
  version: number;
  access: ContentAccess;
}

/**
 * The columns a summary reads, from a `formations` row aliased `f`, joined to `users_view u` and `formation_votes v`.
 */
export const SUMMARY_SELECT = `
  f.formation_id, f.sport, f.name, f.brief_description, f.tags, f.formation_type, f.court_template_id, f.visibility, f.team_id,
  f.owner_id, coalesce(u.display_name, 'Unknown user') AS owner_name, f.votes_up, f.votes_down, f.vote_score,
  coalesce(v.value, 0)::int AS my_vote, f.used_in_plan_count, f.diagram_version_count, f.duplicated_from, f.created_at, f.updated_at`;

/** The joins SUMMARY_SELECT needs; `viewerParam` is the placeholder holding the viewer's id (or null). */
export const summaryJoins = (viewerParam: string) => `
  LEFT JOIN users_view u ON u.user_id = f.owner_id
  LEFT JOIN formation_votes v ON v.formation_id = f.formation_id AND v.user_id = ${viewerParam}`;

export interface SummaryRow {
  formation_id: string;
  sport: SportId;
  name: string;
  brief_description: string;
  tags: string[];
  formation_type: FormationType;
  court_template_id: string;
  visibility: Visibility;
  team_id: string | null;
  owner_id: string;
  owner_name: string;
  votes_up: number;
  votes_down: number;
  vote_score: number;
  my_vote: number;
  used_in_plan_count: number;
  diagram_version_count: number;
  duplicated_from: string | null;
  created_at: Date;
  updated_at: Date;
}

export function summaryOf(row: SummaryRow): FormationSummary {
  return {
    id: row.formation_id,
    sport: row.sport,
    name: row.name,
    briefDescription: row.brief_description,
    tags: row.tags,
    formationType: row.formation_type,
    courtTemplateId: row.court_template_id,
    visibility: row.visibility,
    teamId: row.team_id,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    votes: { up: row.votes_up, down: row.votes_down, score: row.vote_score },
    myVote: Math.sign(row.my_vote) as MyVote,
    usedInPlanCount: row.used_in_plan_count,
    diagramVersionCount: row.diagram_version_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
