import type { ContentAccess, FormationContent, FormationType, SportId, Visibility } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { SUMMARY_SELECT, summaryJoins, summaryOf, type FormationRecord, type FormationVotes, type SummaryRow } from './formation-views';

interface AccessColumns {
  owner_id: string;
  visibility: Visibility;
  team_id: string | null;
  editable_by_others: boolean;
  deleted: boolean;
}

const accessOf = (row: AccessColumns): ContentAccess => ({
  ownerId: row.owner_id,
  visibility: row.visibility,
  teamId: row.team_id,
  editableByOthers: row.editable_by_others,
  deleted: row.deleted,
});

/** The whole formation for its page, with the viewer's vote; null when there is no such formation (deleted ones included). */
export async function findFormationRecord(db: Queryable, formationId: string, viewerId: string | null): Promise<FormationRecord | null> {
  const [row] = await db.query<SummaryRow & AccessColumns & { detailed_description: string; version: number }>(
    `SELECT ${SUMMARY_SELECT}, f.detailed_description, f.team_id, f.editable_by_others, f.deleted, f.version
       FROM formations f ${summaryJoins('$2::text')} WHERE f.formation_id = $1`,
    [formationId, viewerId],
  );
  if (!row) return null;
  return {
    ...summaryOf(row),
    detailedDescription: row.detailed_description,
    duplicatedFrom: row.duplicated_from,
    editableByOthers: row.editable_by_others,
    deleted: row.deleted,
    version: row.version,
    access: accessOf(row),
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

type FactsRow = AccessColumns & {
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
  access: accessOf(row),
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

/** Facts for these ids, in the order given (unknown ids are left out). The caller filters by what the viewer may see. */
export async function formationFactsByIds(db: Queryable, formationIds: readonly string[]): Promise<FormationFacts[]> {
  if (formationIds.length === 0) return [];
  const rows = await db.query<FactsRow>(`${FACTS_SELECT} WHERE formation_id = ANY($1::text[])`, [[...formationIds]]);
  const byId = new Map(rows.map((row) => [row.formation_id, factsOf(row)]));
  return formationIds.flatMap((id) => byId.get(id) ?? []);
}

/** What the policy needs to know about a formation (the collab server and token issuer ask this). */
export async function findFormationAccess(db: Queryable, formationId: string): Promise<ContentAccess | null> {
  const [row] = await db.query<AccessColumns>('SELECT owner_id, visibility, team_id, editable_by_others, deleted FROM formations WHERE formation_id = $1', [formationId]);
  return row ? accessOf(row) : null;
}

/** Vote totals and the viewer's own vote. */
export async function formationVoteTally(db: Queryable, formationId: string, viewerId: string | null): Promise<{ votes: FormationVotes; myVote: -1 | 0 | 1 } | null> {
  const [row] = await db.query<{ up: number; down: number; score: number; mine: number }>(
    `SELECT f.votes_up AS up, f.votes_down AS down, f.vote_score AS score, coalesce(v.value, 0)::int AS mine
       FROM formations f LEFT JOIN formation_votes v ON v.formation_id = f.formation_id AND v.user_id = $2::text WHERE f.formation_id = $1`,
    [formationId, viewerId],
  );
  return row ? { votes: { up: row.up, down: row.down, score: row.score }, myVote: Math.sign(row.mine) as -1 | 0 | 1 } : null;
}
