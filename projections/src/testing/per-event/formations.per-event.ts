import {
  FORMATION_EVENT_TYPES,
  VOTE_EVENT_TYPES,
  assertNever,
  type FormationContent,
  type FormationEvent,
} from '@sideline/domain';
import { FORMATION_USAGE, usageCountSql } from './plan-usage.per-event';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../../runner';
import { contentAssignments, saveSearchWords } from '../../formations/formation-columns';
import { formationsMigrations } from '../../formations/formations.schema';
import { applyVote, type VoteTally } from './vote-tally.per-event';

const VOTE_TALLY: VoteTally = {
  target: 'formation',
  votesTable: 'formation_votes',
  rowsTable: 'formations',
  idColumn: 'formation_id',
  liveKey: (id) => `formation:${id}`,
  listKey: 'formations',
};

const VOTE_TYPES: ReadonlySet<string> = new Set(VOTE_EVENT_TYPES);

/**
 * Formations: the list and detail rows (never the diagram itself), vote totals and each voter's vote, every diagram
 * version with its editors (the history slider) and where snapshots are (so loads start from the latest one).
 * Votes live here, not in a projection of their own, so a formation's totals and the votes they count commit together.
 * Every write is guarded by the stream version: replaying an older event over newer rows does nothing.
 */
export const perEventFormationsProjection = defineProjection({
  name: 'formations',
  version: 1,
  handles: [...FORMATION_EVENT_TYPES, ...VOTE_EVENT_TYPES],
  migrations: formationsMigrations,
  async reset(tx: Queryable) {
    await tx.exec(
      'DELETE FROM formation_votes; DELETE FROM formation_versions; DELETE FROM formation_snapshots; DELETE FROM formation_search_words; DELETE FROM formations;',
    );
  },
  async apply(tx: Queryable, recorded: RecordedEvent, ctx: ProjectionContext) {
    if (VOTE_TYPES.has(recorded.type)) return applyVote(tx, VOTE_TALLY, recorded, ctx);
    const event = { type: recorded.type, data: recorded.data } as FormationEvent;
    const { formationId } = event.data;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    /** a change of the details: moves the ETag (`version`) too */
    const details = (assignments: Assignment[]) =>
      guardedUpdate(tx, formationId, version, at, [
        ...assignments,
        { column: 'version', value: version, cast: 'integer' },
      ]);
    switch (event.type) {
      case 'FormationCreated': {
        const { ownerId, content, visibility, editableByOthers, duplicatedFrom } = event.data;
        const columns = contentAssignments(content);
        const written = await tx.query(
          `INSERT INTO formations (formation_id, owner_id, visibility, editable_by_others, duplicated_from, version, stream_version, created_at, updated_at,
             used_in_plan_count, team_id, ${columns.map((c) => c.column).join(', ')})
           VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $7, ${usageCountSql(FORMATION_USAGE, '$1::text')}, $8, ${columns.map((c, i) => `$${i + 9}::${c.cast}`).join(', ')})
           ON CONFLICT (formation_id) DO UPDATE SET owner_id = excluded.owner_id, visibility = excluded.visibility, team_id = excluded.team_id,
             editable_by_others = excluded.editable_by_others, duplicated_from = excluded.duplicated_from, version = excluded.version,
             stream_version = excluded.stream_version, created_at = excluded.created_at, updated_at = excluded.updated_at, deleted = false,
             ${columns.map((c) => `${c.column} = excluded.${c.column}`).join(', ')}
           WHERE formations.stream_version < excluded.stream_version
           RETURNING formation_id`,
          [
            formationId,
            ownerId,
            visibility,
            editableByOthers,
            duplicatedFrom,
            version,
            at,
            event.data.teamId ?? null,
            ...columns.map((c) => c.value),
          ],
        );
        if (written.length > 0) await saveSearchWords(tx, content);
        break;
      }
      case 'FormationEdited': {
        const to = Object.fromEntries(
          Object.entries(event.data.changes).map(([field, change]) => [field, change.to]),
        ) as Partial<FormationContent>;
        await details(contentAssignments(to));
        await saveSearchWords(tx, to);
        break;
      }
      case 'FormationVisibilityChanged':
        await details([{ column: 'visibility', value: event.data.to, cast: 'text' }]);
        break;
      case 'FormationTeamChanged':
        await details([{ column: 'team_id', value: event.data.to, cast: 'text' }]);
        break;
      case 'FormationEditabilityChanged':
        await details([{ column: 'editable_by_others', value: event.data.editableByOthers, cast: 'boolean' }]);
        break;
      case 'FormationDeleted':
        await details([{ column: 'deleted', value: true, cast: 'boolean' }]);
        break;
      case 'FormationRestored':
        await details([{ column: 'deleted', value: false, cast: 'boolean' }]);
        break;
      case 'FormationDocumentUpdated':
      case 'FormationDocumentRestored': {
        const restore = event.type === 'FormationDocumentRestored';
        await tx.query(
          `INSERT INTO formation_versions (formation_id, version, kind, at, editors, guest_link_ids, restored_from)
           VALUES ($1, $2, $3, $4, $5::text[], $6::text[], $7) ON CONFLICT (formation_id, version) DO NOTHING`,
          [
            formationId,
            version,
            restore ? 'restore' : 'update',
            at,
            restore ? [recorded.metadata.actorId].filter(Boolean) : event.data.editors,
            restore ? [] : event.data.guestLinkIds,
            restore ? event.data.toVersion : null,
          ],
        );
        // The diagram changed: "recently updated" moves, the ETag of the details does not.
        await guardedUpdate(tx, formationId, version, at, [
          {
            column: 'diagram_version_count',
            value: formationId,
            cast: 'text',
            sql: '(SELECT count(*)::int FROM formation_versions v WHERE v.formation_id = $#)',
          },
        ]);
        ctx.changed(`formation:${formationId}`);
        return;
      }
      case 'FormationDocumentSnapshotted':
        // Not a change anyone made: the row keeps its updated_at.
        await tx.query(
          'INSERT INTO formation_snapshots (formation_id, version, up_to_version) VALUES ($1, $2, $3) ON CONFLICT (formation_id, version) DO NOTHING',
          [formationId, version, event.data.upToVersion],
        );
        return;
      default:
        assertNever(event, 'formation event');
    }
    ctx.changed(`formation:${formationId}`);
    ctx.changed('formations');
  },
});

/** A column to set; `sql` (with `$#` for the value's parameter) replaces the plain `$n::cast`. */
type Assignment = { column: string; value: unknown; cast: string; sql?: string };

/** Moves a row forward to `version`; an event the row already reflects changes nothing. */
async function guardedUpdate(
  tx: Queryable,
  formationId: string,
  version: number,
  at: string,
  assignments: Assignment[],
) {
  const params: unknown[] = [formationId, version, at];
  const sets = assignments.map(({ column, value, cast, sql }) => {
    params.push(value);
    const placeholder = `$${params.length}`;
    return `${column} = ${sql ? sql.replaceAll('$#', placeholder) : `${placeholder}::${cast}`}`;
  });
  await tx.query(
    `UPDATE formations SET ${[...sets, 'stream_version = $2', 'updated_at = $3'].join(', ')} WHERE formation_id = $1 AND stream_version < $2`,
    params,
  );
}
