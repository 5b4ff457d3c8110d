import {
  VISIBILITIES,
  boardDecider,
  can,
  listScope,
  planDecider,
  type Actor,
  type ContentAccess,
  type DomainEvent,
} from '@sideline/domain';
import type { Database, Queryable, RecordedEvent } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { testMetadata } from '@sideline/eventstore/testing/test-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardsProjection, listBoards } from '../boards';
import { teamsProjection } from '../teams';
import { migrateProjections } from '../catalog';
import { insertDrillRows } from '../drills/testing/drill-rows.fixture';
import { drillsProjection } from '../drills/drills.projection';
import { listDrills } from '../drills/drill-list.query';
import { createdEvent } from '../formations/testing/formation-events.fixture';
import { formationsProjection } from '../formations/formations.projection';
import { listFormations } from '../formations/formation-list.query';
import { listPlans } from '../practice-plans/plan-list.query';
import { plansProjection } from '../practice-plans/plans.projection';
import { usersProjection } from '../users';
import { contentListScopeSql } from './content-list-scope';
import { SqlParams } from './sql-params';

/**
 * The one list rule, held against the one policy for every kind of content: every combination of owner, visibility,
 * team and deletion, for visitors, owners, team members of each role, strangers and site admins. Both the bare scope
 * and each kind's real list query must list exactly what `content.list` allows, so a change to either side alone fails.
 */
const OWNERS = ['ann', 'bob'];
const TEAMS = [null, 't1', 't2'];
/** `published` only matters for plans (a team's members see its published plans only); other kinds ignore it. */
const COMBINATIONS = OWNERS.flatMap((ownerId) =>
  VISIBILITIES.flatMap((visibility) =>
    TEAMS.flatMap((teamId) =>
      [false, true].flatMap((deleted) =>
        [false, true].map((published) => ({ ownerId, visibility, teamId, deleted, published })),
      ),
    ),
  ),
);

const ACTORS: Record<string, Actor> = {
  visitor: null,
  'ann (owner)': { userId: 'ann', role: 'user' },
  'cat (t1 member)': { userId: 'cat', role: 'user', teamRoles: { t1: 'member' } },
  'dan (t1 coach, t2 admin)': { userId: 'dan', role: 'user', teamRoles: { t1: 'coach', t2: 'admin' } },
  'fay (t2 owner)': { userId: 'fay', role: 'user', teamRoles: { t2: 'owner' } },
  'eve (stranger)': { userId: 'eve', role: 'user' },
  'ada (site admin)': { userId: 'ada', role: 'admin' },
};

let position = 0n;
function recorded(streamId: string, event: DomainEvent): RecordedEvent {
  position += 1n;
  const at = new Date();
  return {
    globalPosition: position,
    transactionId: position,
    streamId,
    streamType: streamId.split('-')[0]!,
    streamVersion: 1,
    eventId: crypto.randomUUID(),
    type: event.type,
    data: event.data,
    metadata: testMetadata({ at: at.toISOString() }),
    recordedAt: at,
  };
}
const noLiveKeys = { changed: () => {} };

interface ContentKind {
  table: string;
  idColumn: string;
  /** the kind can be unpublished (plans) */
  publishes?: boolean;
  /** a row made the way the app makes it (through the projection where it can), later given the combination's access */
  create(tx: Queryable, id: string): Promise<void>;
  /** the kind's real list query, every page at once */
  list(db: Queryable, actor: Actor): Promise<string[]>;
}

const KINDS: Record<string, ContentKind> = {
  drills: {
    table: 'drills',
    idColumn: 'drill_id',
    create: async (tx, id) => void (await insertDrillRows(tx, [{ id, ownerId: 'ann' }])),
    list: async (db, actor) =>
      (await listDrills(db, listScope(actor), { sort: 'newest', page: 1, pageSize: 100 })).items.map((i) => i.id),
  },
  formations: {
    table: 'formations',
    idColumn: 'formation_id',
    create: (tx, id) => formationsProjection.apply(tx, createdEvent(id), noLiveKeys),
    list: async (db, actor) =>
      (await listFormations(db, listScope(actor), { sort: 'newest', page: 1, pageSize: 100 })).items.map((i) => i.id),
  },
  plans: {
    table: 'plans_view',
    idColumn: 'plan_id',
    publishes: true,
    async create(tx, planId) {
      const metadata = {
        name: 'Plan',
        description: '',
        sport: 'quadball' as const,
        phaseOfSeason: null,
        practiceGoals: [],
        expectedParticipants: null,
        startTime: null,
        visibility: 'public' as const,
        editableByOthers: false,
        teamId: null,
        scheduledDate: null,
        targetMinutes: null,
      };
      const [event] = planDecider.decide(
        {
          type: 'CreatePlan',
          data: { planId, ownerId: 'ann', metadata, sections: [], copiedFrom: null, draftId: null },
        },
        { status: 'none' },
      );
      await plansProjection.apply(tx, recorded(`plan-${planId}`, event!), noLiveKeys);
    },
    list: async (db, actor) =>
      (await listPlans(db, listScope(actor), { sort: 'newest', page: 1, pageSize: 100 })).items.map((i) => i.id),
  },
  boards: {
    table: 'boards_view',
    idColumn: 'board_id',
    async create(tx, boardId) {
      const [event] = boardDecider.decide(
        {
          type: 'CreateBoard',
          data: {
            boardId,
            ownerId: 'ann',
            name: 'Board',
            sport: 'quadball',
            courtTemplateId: 'quadball-full',
            teamId: null,
            visibility: 'public',
          },
        },
        boardDecider.initialState(),
      );
      await boardsProjection.apply(tx, recorded(`board-${boardId}`, event!), noLiveKeys);
    },
    list: async (db, actor) =>
      (await listBoards(db, { scope: listScope(actor), page: 1, pageSize: 100 })).items.map((i) => i.id),
  },
};

describe.each(databaseTargets())('one list scope, agreeing with the policy, on $name', (target) => {
  let db: Database;
  const rows: Record<string, { id: string; access: ContentAccess }[]> = {};
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, [
      usersProjection,
      drillsProjection,
      formationsProjection,
      plansProjection,
      boardsProjection,
      teamsProjection,
    ]);
    await db.transaction(async (tx) => {
      for (const [name, kind] of Object.entries(KINDS)) {
        rows[name] = [];
        for (const combination of COMBINATIONS) {
          if (!kind.publishes && !combination.published) continue;
          const id = crypto.randomUUID();
          await kind.create(tx, id);
          const { published, ...rest } = combination;
          const access: ContentAccess = { ...rest, editableByOthers: false, ...(kind.publishes ? { published } : {}) };
          await tx.query(
            `UPDATE ${kind.table} SET owner_id = $2, visibility = $3, team_id = $4, deleted = $5 WHERE ${kind.idColumn} = $1`,
            [id, access.ownerId, access.visibility, access.teamId, access.deleted],
          );
          if (kind.publishes)
            await tx.query(`UPDATE ${kind.table} SET published = $2 WHERE ${kind.idColumn} = $1`, [id, published]);
          rows[name].push({ id, access });
        }
      }
    });
  });
  afterAll(async () => {
    await db.close();
  });

  const cases = Object.keys(KINDS).flatMap((kind) => Object.keys(ACTORS).map((actor) => [kind, actor] as const));

  it.each(cases)('%s: the scope lists for %s exactly what the policy lists', async (kindName, actorName) => {
    const kind = KINDS[kindName]!;
    const actor = ACTORS[actorName]!;
    const params = new SqlParams();
    const scope = contentListScopeSql(
      'a',
      listScope(actor),
      params,
      kind.publishes ? { publishedColumn: 'published' } : {},
    );
    const listed = await db.query<{ id: string }>(
      `SELECT a.${kind.idColumn} AS id FROM ${kind.table} a WHERE ${scope}`,
      params.values,
    );
    const expected = rows[kindName]!.filter((row) => can(actor, { action: 'content.list', content: row.access })).map(
      (row) => row.id,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(listed.map((r) => r.id).sort()).toEqual(expected.sort());
  });

  it.each(cases)('%s: the list page shows %s exactly what the policy lists', async (kindName, actorName) => {
    const kind = KINDS[kindName]!;
    const actor = ACTORS[actorName]!;
    const expected = rows[kindName]!.filter((row) => can(actor, { action: 'content.list', content: row.access })).map(
      (row) => row.id,
    );
    expect((await kind.list(db, actor)).sort()).toEqual(expected.sort());
  });
});
