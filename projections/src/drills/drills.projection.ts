import { DRILL_EVENT_TYPES, VOTE_EVENT_TYPES, assertNever, type DrillContent, type DrillEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { CONTENT_CASTS, CONTENT_COLUMNS, contentColumnValues } from './drill-columns';
import { parseJson } from '../batch/folded-rows';
import { recordsetParam, upsertSql, type RecordsetColumn } from '../batch/recordset-sql';
import { lexiconWords } from '../sql';
import { drillsMigrations } from './drills.schema';
import { DRILL_USAGE, usageCountSql } from '../usage/usage-tables';
import { DRILL_VOTES, VOTE_TYPES, applyVotes } from '../votes/vote-tally';

const VOTE_TALLY = DRILL_VOTES;

/**
 * The drill list and detail read model (`drills`), with vote totals and each voter's vote (`drill_votes`).
 * Votes live here, not in a projection of their own, so a drill's totals and the votes they count commit together.
 * Every drill-stream write is guarded by the stream version: replaying an older event over newer rows does nothing.
 * A batch loads the touched rows (with their content) in one query, applies the events in memory, writes each changed
 * row and content once (one multi-row upsert each), adds the lexicon words in one statement and recounts each parent's
 * variations once.
 */
export const drillsProjection = defineProjection({
  name: 'drills',
  // 2: content moved to drill_contents, search words added (a rebuild fills both).
  version: 2,
  handles: [...DRILL_EVENT_TYPES, ...VOTE_EVENT_TYPES],
  // the list's filters, sorts and search: queries only (variation counts use drills_variation_of, kept)
  rebuildWithoutIndexes: [
    'drills_search',
    'drills_skill_levels',
    'drills_skill_keys',
    'drills_positions',
    'drills_drill_type_keys',
    'drills_listed',
    'drills_owner',
    'drills_team',
    'drills_sport',
    'drills_import_batch',
    'drills_complexity',
    'drills_length',
    'drills_players',
    'drills_media',
    'drills_name_order',
    'drills_votes',
    'drills_usage',
    'drill_search_words_trgm',
    'drill_votes_user',
  ],
  migrations: drillsMigrations,
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM drill_votes');
    await tx.query('DELETE FROM drill_contents');
    await tx.query('DELETE FROM drill_search_words');
    await tx.query('DELETE FROM drills');
  },
  apply: (tx, event, ctx) => applyDrillEvents(tx, [event], ctx),
  applyBatch: applyDrillEvents,
});

/**
 * The columns a batch writes: variation counts are recounted, votes by applyVotes, usage_count is the usage read
 * model's.
 */
const COLUMNS: readonly RecordsetColumn[] = [
  ['drill_id', 'text'],
  ['owner_id', 'text'],
  ['team_id', 'text'],
  ...CONTENT_COLUMNS.map((c) => [c, CONTENT_CASTS[c]] as const),
  ['visibility', 'text'],
  ['editable_by_others', 'boolean'],
  ['variation_of', 'text'],
  ['import_batch_id', 'text'],
  ['deleted', 'boolean'],
  ['version', 'integer'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

const SAVE_ROWS = upsertSql({
  table: 'drills',
  columns: COLUMNS,
  key: ['drill_id'],
  guard: 't.version < excluded.version',
  computed: [['usage_count', usageCountSql(DRILL_USAGE, 'r.drill_id')]],
});
const SAVE_CONTENTS = upsertSql({
  table: 'drill_contents',
  columns: [
    ['drill_id', 'text'],
    ['content', 'jsonb'],
  ],
  key: ['drill_id'],
});

type Row = Record<string, unknown> & { drill_id: string; version: number; variation_of: string | null };

const contentColumns = (content: DrillContent) => {
  const values = contentColumnValues(content);
  return Object.fromEntries(CONTENT_COLUMNS.map((column, i) => [column, values[i]]));
};

async function applyDrillEvents(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const drillEvents = events.filter((e) => !VOTE_TYPES.has(e.type));
  if (drillEvents.length > 0) await applyToRows(tx, drillEvents, ctx);
  if (drillEvents.length < events.length)
    await applyVotes(
      tx,
      VOTE_TALLY,
      events.filter((e) => VOTE_TYPES.has(e.type)),
      ctx,
    );
}

async function applyToRows(tx: Queryable, events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const stored = await tx.query<Row & { content: DrillContent | string | null }>(
    `SELECT ${COLUMNS.map(([name]) => `d.${name}`).join(', ')}, c.content FROM drills d LEFT JOIN drill_contents c ON c.drill_id = d.drill_id WHERE d.drill_id = ANY($1::text[])`,
    [[...new Set(events.map((e) => (e.data as DrillEvent['data']).drillId))]],
  );
  const rows = new Map<string, Row>();
  const contents = new Map<string, DrillContent>();
  for (const { content, ...row } of stored) {
    rows.set(row.drill_id, row);
    if (content) contents.set(row.drill_id, parseJson(content));
  }
  const dirty = new Set<string>();
  const dirtyContents = new Set<string>();
  const words = new Set<string>();
  const parents = new Set<string>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as DrillEvent;
    const drillId = event.data.drillId;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    const row = rows.get(drillId);
    const fresh = !!row && row.version < version;
    const update = (change: Record<string, unknown>) => {
      if (!row || !fresh) return;
      rows.set(drillId, { ...row, ...change, version, updated_at: at });
      dirty.add(drillId);
    };
    const addWords = (content: DrillContent) =>
      lexiconWords(content.name, content.briefDescription).forEach((w) => words.add(w));
    /** parents whose variation count (and family) this event changes */
    const touched: (string | null)[] = [];
    switch (event.type) {
      case 'DrillCreated': {
        const { ownerId, content, visibility, editableByOthers, variationOf, importBatchId } = event.data;
        if (!row || fresh) {
          rows.set(drillId, {
            ...row,
            drill_id: drillId,
            owner_id: ownerId,
            team_id: event.data.teamId ?? null,
            visibility,
            editable_by_others: editableByOthers,
            variation_of: variationOf,
            import_batch_id: importBatchId,
            version,
            created_at: at,
            updated_at: at,
            deleted: false,
            ...contentColumns(content),
          });
          dirty.add(drillId);
          contents.set(drillId, content);
          dirtyContents.add(drillId);
          addWords(content);
        }
        touched.push(variationOf);
        break;
      }
      case 'DrillEdited': {
        const before = contents.get(drillId);
        if (!row || !fresh || !before) break;
        const content = { ...before } as Record<string, unknown>;
        for (const [field, change] of Object.entries(event.data.changes)) content[field] = change.to;
        update(contentColumns(content as DrillContent));
        contents.set(drillId, content as DrillContent);
        dirtyContents.add(drillId);
        if (event.data.changes.name || event.data.changes.briefDescription) addWords(content as DrillContent);
        break;
      }
      case 'DrillVisibilityChanged':
        update({ visibility: event.data.to });
        break;
      case 'DrillTeamChanged':
        update({ team_id: event.data.to });
        break;
      case 'DrillEditabilityChanged':
        update({ editable_by_others: event.data.editableByOthers });
        break;
      case 'DrillVariationSet':
        touched.push(row?.variation_of ?? null);
        update({ variation_of: event.data.parentId });
        touched.push(event.data.parentId);
        break;
      case 'DrillVariationCleared':
        update({ variation_of: null });
        touched.push(event.data.previousParentId);
        break;
      case 'DrillDeleted':
        update({ deleted: true });
        touched.push(rows.get(drillId)?.variation_of ?? null);
        break;
      case 'DrillRestored':
        update({ deleted: false });
        touched.push(rows.get(drillId)?.variation_of ?? null);
        break;
      default:
        assertNever(event, 'drill event');
    }
    for (const parentId of touched) {
      if (!parentId) continue;
      parents.add(parentId);
      ctx.changed(`drill:${parentId}`);
    }
    ctx.changed(`drill:${drillId}`);
    ctx.changed('drills');
  }
  if (dirty.size > 0) await tx.query(SAVE_ROWS, [recordsetParam([...dirty].map((id) => rows.get(id)!))]);
  if (dirtyContents.size > 0)
    await tx.query(SAVE_CONTENTS, [
      recordsetParam([...dirtyContents].map((id) => ({ drill_id: id, content: contents.get(id) }))),
    ]);
  if (words.size > 0)
    await tx.query('INSERT INTO drill_search_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [
      [...words],
    ]);
  if (parents.size > 0) {
    await tx.query(
      `UPDATE drills p SET variation_count = (SELECT count(*)::int FROM drills c WHERE c.variation_of = p.drill_id AND NOT c.deleted) WHERE p.drill_id = ANY($1::text[])`,
      [[...parents]],
    );
  }
}
