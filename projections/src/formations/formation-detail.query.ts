import type { ContentAccess, FormationContent, FormationType, MyVote, SportId } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { FORMATION_VOTES, readVoteTally } from '../votes/vote-tally';
import { contentAccessOf, type ContentAccessColumns } from '../content-list';
import { formationRecordOf, type FormationExtras } from './formation-record';
import { SUMMARY_SELECT, summaryJoins, summaryOf, type FormationRecord, type SummaryRow } from './formation-views';

/**
 * The whole formation for its page, with the viewer's vote; null when there is no such formation (deleted ones
 * included).
 */
export async function findFormationRecord(
  db: Queryable,
  formationId: string,
  viewerId: string | null,
): Promise<FormationRecord | null> {
  const [row] = await db.query<SummaryRow & ContentAccessColumns & { detailed_description: string; version: number }>(
    `SELECT ${SUMMARY_SELECT}, f.detailed_description, f.team_id, f.editable_by_others, f.deleted, f.version
       FROM formations f ${summaryJoins('$2::text')} WHERE f.formation_id = $1`,
    [formationId, viewerId],
  );
  if (!row) return null;
  const summary = summaryOf(row);
  const content = {
    sport: row.sport,
    name: row.name,
    briefDescription: row.brief_description,
    detailedDescription: row.detailed_description,
    tags: row.tags,
    formationType: row.formation_type,
    courtTemplateId: row.court_template_id,
  };
  return formationRecordOf(
    {
      formationId,
      ownerId: row.owner_id,
      content,
      duplicatedFrom: row.duplicated_from,
      version: row.version,
      access: contentAccessOf(row),
    },
    {
      ownerName: summary.ownerName,
      votes: summary.votes,
      myVote: summary.myVote,
      usedInPlanCount: summary.usedInPlanCount,
      diagramVersionCount: summary.diagramVersionCount,
      createdAt: summary.createdAt,
      updatedAt: summary.updatedAt,
    },
  );
}

/**
 * What a formation's page shows beside the formation a command just decided (whose row may not exist yet), in one
 * statement. `at` stands in for times not stored yet; `diagramVersions` for a count the read model has not made.
 */
export async function readFormationExtras(
  db: Queryable,
  formation: { formationId: string; ownerId: string },
  viewerId: string | null,
  at: string,
  diagramVersions: number,
): Promise<FormationExtras> {
  const [row] = await db.query<{
    owner_name: string | null;
    up: number | null;
    down: number | null;
    score: number | null;
    mine: number;
    used: number | null;
    versions: number | null;
    created_at: Date | null;
    updated_at: Date | null;
  }>(
    `SELECT u.display_name AS owner_name, f.votes_up AS up, f.votes_down AS down, f.vote_score AS score, coalesce(v.value, 0)::int AS mine,
            coalesce(f.used_in_plan_count, (SELECT count(*)::int FROM plan_formation_usage WHERE formation_id = $1)) AS used,
            f.diagram_version_count AS versions, f.created_at, f.updated_at
       FROM (SELECT 1) AS one
       LEFT JOIN users_view u ON u.user_id = $2
       LEFT JOIN formations f ON f.formation_id = $1
       LEFT JOIN formation_votes v ON v.formation_id = $1 AND v.user_id = $3::text`,
    [formation.formationId, formation.ownerId, viewerId],
  );
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : at);
  return {
    ownerName: row?.owner_name ?? 'Unknown user',
    votes: { up: row?.up ?? 0, down: row?.down ?? 0, score: row?.score ?? 0 },
    myVote: Math.sign(row?.mine ?? 0) as MyVote,
    usedInPlanCount: row?.used ?? 0,
    diagramVersionCount: Math.max(row?.versions ?? 0, diagramVersions),
    createdAt: iso(row?.created_at ?? null),
    updatedAt: iso(row?.updated_at ?? null),
  };
}

/** What commands (and other features, such as plans referencing a formation) need to know about one. */
export interface FormationFacts {
  id: string;
  name: string;
  sport: SportId;
  formationType: FormationType;
  /** the details version (the ETag) */
  version: number;
  access: ContentAccess;
  content: FormationContent;
}

type FactsRow = ContentAccessColumns & {
  formation_id: string;
  sport: SportId;
  name: string;
  brief_description: string;
  detailed_description: string;
  tags: string[];
  formation_type: FormationType;
  court_template_id: string;
  version: number;
};

const FACTS_SELECT = `SELECT formation_id, sport, name, brief_description, detailed_description, tags, formation_type, court_template_id, version,
  owner_id, visibility, team_id, editable_by_others, deleted FROM formations`;

const factsOf = (row: FactsRow): FormationFacts => ({
  id: row.formation_id,
  name: row.name,
  sport: row.sport,
  formationType: row.formation_type,
  version: row.version,
  access: contentAccessOf(row),
  content: {
    sport: row.sport,
    name: row.name,
    briefDescription: row.brief_description,
    detailedDescription: row.detailed_description,
    tags: row.tags,
    formationType: row.formation_type,
    courtTemplateId: row.court_template_id,
  },
});

export async function findFormationFacts(db: Queryable, formationId: string): Promise<FormationFacts | null> {
  const [row] = await db.query<FactsRow>(`${FACTS_SELECT} WHERE formation_id = $1`, [formationId]);
  return row ? factsOf(row) : null;
}

/**
 * Facts for these ids, in the order given (unknown ids are left out). The caller filters by what the viewer may see.
 */
export async function formationFactsByIds(db: Queryable, formationIds: readonly string[]): Promise<FormationFacts[]> {
  if (formationIds.length === 0) return [];
  const rows = await db.query<FactsRow>(`${FACTS_SELECT} WHERE formation_id = ANY($1::text[])`, [[...formationIds]]);
  const byId = new Map(rows.map((row) => [row.formation_id, factsOf(row)]));
  return formationIds.flatMap((id) => byId.get(id) ?? []);
}

/** What the policy needs to know about a formation (the collab server and token issuer ask this). */
export async function findFormationAccess(db: Queryable, formationId: string): Promise<ContentAccess | null> {
  const [row] = await db.query<ContentAccessColumns>(
    'SELECT owner_id, visibility, team_id, editable_by_others, deleted FROM formations WHERE formation_id = $1',
    [formationId],
  );
  return row ? contentAccessOf(row) : null;
}

/** Vote totals and the viewer's own vote. */
export const formationVoteTally = (db: Queryable, formationId: string, viewerId: string | null) =>
  readVoteTally(db, FORMATION_VOTES, formationId, viewerId);
