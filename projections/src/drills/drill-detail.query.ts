import type { ContentAccess, DrillContent, MyVote, SportId } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { DRILL_VOTES, readVoteTally } from '../votes/vote-tally';
import { contentAccessOf, type ContentAccessColumns } from '../content-list';
import { drillRecordOf, type DrillExtras } from './drill-record';
import {
  SUMMARY_SELECT,
  summaryJoins,
  summaryOf,
  type DrillRecord,
  type DrillRefWithAccess,
  type SummaryRow,
} from './drill-views';

/** The whole drill for its page, with the viewer's vote; null when there is no such drill (deleted ones included). */
export async function findDrillRecord(
  db: Queryable,
  drillId: string,
  viewerId: string | null,
): Promise<DrillRecord | null> {
  const [row] = await db.query<SummaryRow & ContentAccessColumns & { content: DrillContent; version: number }>(
    `SELECT ${SUMMARY_SELECT}, d.team_id, d.editable_by_others, d.deleted, d.version, c.content
       FROM drills d JOIN drill_contents c ON c.drill_id = d.drill_id ${summaryJoins('$2::text')} WHERE d.drill_id = $1`,
    [drillId, viewerId],
  );
  if (!row) return null;
  const summary = summaryOf(row);
  return drillRecordOf(
    {
      drillId,
      ownerId: row.owner_id,
      content: row.content,
      variationOf: row.variation_of,
      version: row.version,
      access: contentAccessOf(row),
    },
    {
      ownerName: summary.ownerName,
      votes: summary.votes,
      myVote: summary.myVote,
      usageCount: summary.usageCount,
      variationCount: summary.variationCount,
      createdAt: summary.createdAt,
      updatedAt: summary.updatedAt,
    },
  );
}

/**
 * What a drill's page shows beside the drill a command just decided (whose own row may not exist yet): owner name,
 * votes, usage and variation counts, creation time, in one statement. `at` stands in for times not stored yet.
 */
export async function readDrillExtras(
  db: Queryable,
  drill: { drillId: string; ownerId: string },
  viewerId: string | null,
  at: string,
): Promise<DrillExtras> {
  const [row] = await db.query<{
    owner_name: string | null;
    up: number | null;
    down: number | null;
    score: number | null;
    mine: number;
    usage: number | null;
    variations: number;
    created_at: Date | null;
    updated_at: Date | null;
  }>(
    `SELECT u.display_name AS owner_name, d.votes_up AS up, d.votes_down AS down, d.vote_score AS score, coalesce(v.value, 0)::int AS mine,
            coalesce(d.usage_count, (SELECT count(*)::int FROM plan_drill_usage WHERE drill_id = $1)) AS usage,
            (SELECT count(*)::int FROM drills c WHERE c.variation_of = $1 AND NOT c.deleted) AS variations, d.created_at, d.updated_at
       FROM (SELECT 1) AS one
       LEFT JOIN users_view u ON u.user_id = $2
       LEFT JOIN drills d ON d.drill_id = $1
       LEFT JOIN drill_votes v ON v.drill_id = $1 AND v.user_id = $3::text`,
    [drill.drillId, drill.ownerId, viewerId],
  );
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : at);
  return {
    ownerName: row?.owner_name ?? 'Unknown user',
    votes: { up: row?.up ?? 0, down: row?.down ?? 0, score: row?.score ?? 0 },
    myVote: Math.sign(row?.mine ?? 0) as MyVote,
    usageCount: row?.usage ?? 0,
    variationCount: row?.variations ?? 0,
    createdAt: iso(row?.created_at ?? null),
    updatedAt: iso(row?.updated_at ?? null),
  };
}

/** What commands need to know about a drill: who may touch it, its parent, its stream version and its content. */
export interface DrillFacts {
  id: string;
  name: string;
  sport: SportId;
  variationOf: string | null;
  version: number;
  access: ContentAccess;
  content: DrillContent;
}

export async function findDrillFacts(db: Queryable, drillId: string): Promise<DrillFacts | null> {
  const [row] = await db.query<
    ContentAccessColumns & {
      drill_id: string;
      name: string;
      sport: SportId;
      variation_of: string | null;
      version: number;
      content: DrillContent;
    }
  >(
    `SELECT d.drill_id, d.name, d.sport, d.variation_of, d.version, d.owner_id, d.visibility, d.team_id, d.editable_by_others, d.deleted, c.content
       FROM drills d JOIN drill_contents c ON c.drill_id = d.drill_id WHERE d.drill_id = $1`,
    [drillId],
  );
  return row
    ? {
        id: row.drill_id,
        name: row.name,
        sport: row.sport,
        variationOf: row.variation_of,
        version: row.version,
        access: contentAccessOf(row),
        content: row.content,
      }
    : null;
}

/** Whether any drill (deleted ones too, as they can be restored) is a variation of this one. */
export async function hasVariations(db: Queryable, drillId: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM drills WHERE variation_of = $1) AS found',
    [drillId],
  );
  return row?.found ?? false;
}

const REF_SELECT = `SELECT drill_id, name, sport, brief_description, variation_of, owner_id, visibility, team_id, editable_by_others, deleted FROM drills`;

type RefRow = ContentAccessColumns & {
  drill_id: string;
  name: string;
  sport: SportId;
  brief_description: string;
  variation_of: string | null;
};

/**
 * A subquery giving, as one jsonb array, the references of the drills whose ids are in `idsParam` (a text[]
 * parameter): for pages that need drill names beside their own row in the same statement. Read with
 * `drillRefsFromJson`.
 */
export const drillRefsJsonSql = (
  idsParam: string,
) => `(SELECT coalesce(jsonb_agg(jsonb_build_object('drill_id', d.drill_id, 'name', d.name, 'sport', d.sport,
  'brief_description', d.brief_description, 'variation_of', d.variation_of, 'owner_id', d.owner_id, 'visibility', d.visibility,
  'team_id', d.team_id, 'editable_by_others', d.editable_by_others, 'deleted', d.deleted)), '[]'::jsonb) FROM drills d WHERE d.drill_id = ANY(${idsParam}))`;

export const drillRefsFromJson = (rows: unknown): DrillRefWithAccess[] =>
  Array.isArray(rows) ? (rows as RefRow[]).map(refOf) : [];

const refOf = (row: RefRow): DrillRefWithAccess => ({
  id: row.drill_id,
  name: row.name,
  sport: row.sport,
  briefDescription: row.brief_description,
  variationOf: row.variation_of,
  access: contentAccessOf(row),
});

/** A variation family: the root drill and all its children, by name. The caller filters by what the viewer may see. */
export async function drillFamilyRefs(
  db: Queryable,
  rootId: string,
): Promise<{ root: DrillRefWithAccess | null; children: DrillRefWithAccess[] }> {
  const rows = await db.query<RefRow>(
    `${REF_SELECT} WHERE drill_id = $1 OR variation_of = $1 ORDER BY lower(name), drill_id`,
    [rootId],
  );
  const refs = rows.map(refOf);
  return { root: refs.find((r) => r.id === rootId) ?? null, children: refs.filter((r) => r.id !== rootId) };
}

/** References for these ids, in the order given (unknown ids are left out). */
export async function drillRefsByIds(db: Queryable, drillIds: readonly string[]): Promise<DrillRefWithAccess[]> {
  if (drillIds.length === 0) return [];
  const rows = await db.query<RefRow>(`${REF_SELECT} WHERE drill_id = ANY($1::text[])`, [[...drillIds]]);
  const byId = new Map(rows.map((row) => [row.drill_id, refOf(row)]));
  return drillIds.flatMap((id) => byId.get(id) ?? []);
}

/** Vote totals and the viewer's own vote. */
export const drillVoteTally = (db: Queryable, drillId: string, viewerId: string | null) =>
  readVoteTally(db, DRILL_VOTES, drillId, viewerId);
