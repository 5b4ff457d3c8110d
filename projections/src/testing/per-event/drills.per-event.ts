import { DRILL_EVENT_TYPES, VOTE_EVENT_TYPES, assertNever, type DrillContent, type DrillEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../../runner';
import {
  CONTENT_COLUMNS,
  CONTENT_FROM_EXCLUDED,
  contentAssignments,
  contentColumnValues,
  contentPlaceholders,
  saveContent,
  saveSearchWords,
} from '../../drills/drill-columns';
import { drillsMigrations } from '../../drills/drills.schema';
import { DRILL_USAGE, usageCountSql } from './plan-usage.per-event';
import { applyVote, type VoteTally } from './vote-tally.per-event';

const VOTE_TALLY: VoteTally = {
  target: 'drill',
  votesTable: 'drill_votes',
  rowsTable: 'drills',
  idColumn: 'drill_id',
  liveKey: (id) => `drill:${id}`,
  listKey: 'drills',
};

const VOTE_TYPES: ReadonlySet<string> = new Set(VOTE_EVENT_TYPES);

/**
 * The drill list and detail read model (`drills`), with vote totals and each voter's vote (`drill_votes`).
 * Votes live here, not in a projection of their own, so a drill's totals and the votes they count commit together.
 * Every drill-stream write is guarded by the stream version: replaying an older event over newer rows does nothing.
 */
export const perEventDrillsProjection = defineProjection({
  name: 'drills',
  // 2: content moved to drill_contents, search words added (a rebuild fills both).
  version: 2,
  handles: [...DRILL_EVENT_TYPES, ...VOTE_EVENT_TYPES],
  migrations: drillsMigrations,
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM drill_votes');
    await tx.query('DELETE FROM drill_contents');
    await tx.query('DELETE FROM drill_search_words');
    await tx.query('DELETE FROM drills');
  },
  async apply(tx: Queryable, recorded: RecordedEvent, ctx: ProjectionContext) {
    if (VOTE_TYPES.has(recorded.type)) return applyVote(tx, VOTE_TALLY, recorded, ctx);
    const event = { type: recorded.type, data: recorded.data } as DrillEvent;
    const drillId = event.data.drillId;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    const update = (set: string, params: unknown[]) => guardedUpdate(tx, drillId, version, at, set, params);
    /** parents whose variation count (and family) this event changes */
    const parents: (string | null)[] = [];
    switch (event.type) {
      case 'DrillCreated': {
        const { ownerId, content, visibility, editableByOthers, variationOf, importBatchId } = event.data;
        const teamId = event.data.teamId ?? null;
        const written = await tx.query(
          `INSERT INTO drills (drill_id, owner_id, visibility, editable_by_others, variation_of, import_batch_id, version, created_at, updated_at,
             usage_count, team_id, ${CONTENT_COLUMNS.join(', ')})
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, ${usageCountSql(DRILL_USAGE, '$1::text')}, $9, ${contentPlaceholders(10)})
           ON CONFLICT (drill_id) DO UPDATE SET owner_id = excluded.owner_id, visibility = excluded.visibility, team_id = excluded.team_id,
             editable_by_others = excluded.editable_by_others, variation_of = excluded.variation_of, import_batch_id = excluded.import_batch_id,
             version = excluded.version, created_at = excluded.created_at, updated_at = excluded.updated_at, deleted = false,
             ${CONTENT_FROM_EXCLUDED}
           WHERE drills.version < excluded.version
           RETURNING drill_id`,
          [
            drillId,
            ownerId,
            visibility,
            editableByOthers,
            variationOf,
            importBatchId,
            version,
            at,
            teamId,
            ...contentColumnValues(content),
          ],
        );
        if (written.length > 0) {
          await saveContent(tx, drillId, content);
          await saveSearchWords(tx, content);
        }
        parents.push(variationOf);
        break;
      }
      case 'DrillEdited': {
        const [row] = await tx.query<{ content: DrillContent; version: number }>(
          'SELECT c.content, d.version FROM drills d JOIN drill_contents c ON c.drill_id = d.drill_id WHERE d.drill_id = $1',
          [drillId],
        );
        if (!row || row.version >= version) break;
        const content = { ...row.content } as Record<string, unknown>;
        for (const [field, change] of Object.entries(event.data.changes)) content[field] = change.to;
        await update(contentAssignments(1), contentColumnValues(content as DrillContent));
        await saveContent(tx, drillId, content as DrillContent);
        if (event.data.changes.name || event.data.changes.briefDescription)
          await saveSearchWords(tx, content as DrillContent);
        break;
      }
      case 'DrillVisibilityChanged':
        await update('visibility = $1', [event.data.to]);
        break;
      case 'DrillTeamChanged':
        await update('team_id = $1', [event.data.to]);
        break;
      case 'DrillEditabilityChanged':
        await update('editable_by_others = $1', [event.data.editableByOthers]);
        break;
      case 'DrillVariationSet':
        parents.push(await currentParent(tx, drillId));
        await update('variation_of = $1', [event.data.parentId]);
        parents.push(event.data.parentId);
        break;
      case 'DrillVariationCleared':
        await update('variation_of = NULL', []);
        parents.push(event.data.previousParentId);
        break;
      case 'DrillDeleted':
        await update('deleted = true', []);
        parents.push(await currentParent(tx, drillId));
        break;
      case 'DrillRestored':
        await update('deleted = false', []);
        parents.push(await currentParent(tx, drillId));
        break;
      default:
        assertNever(event, 'drill event');
    }
    for (const parentId of new Set(parents)) {
      if (!parentId) continue;
      await recountVariations(tx, parentId);
      ctx.changed(`drill:${parentId}`);
    }
    ctx.changed(`drill:${drillId}`);
    ctx.changed('drills');
  },
});

async function guardedUpdate(
  tx: Queryable,
  drillId: string,
  version: number,
  at: string,
  set: string,
  params: unknown[],
) {
  const n = params.length;
  await tx.query(
    `UPDATE drills SET ${set}, version = $${n + 1}, updated_at = $${n + 2} WHERE drill_id = $${n + 3} AND version < $${n + 1}`,
    [...params, version, at, drillId],
  );
}

async function currentParent(tx: Queryable, drillId: string): Promise<string | null> {
  const [row] = await tx.query<{ variation_of: string | null }>('SELECT variation_of FROM drills WHERE drill_id = $1', [
    drillId,
  ]);
  return row?.variation_of ?? null;
}

/** Variations shown on a parent: its children that are not deleted. */
async function recountVariations(tx: Queryable, parentId: string) {
  await tx.query(
    `UPDATE drills SET variation_count = (SELECT count(*)::int FROM drills c WHERE c.variation_of = $1 AND NOT c.deleted) WHERE drill_id = $1`,
    [parentId],
  );
}
