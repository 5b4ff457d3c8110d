import type { Database, RecordedEvent } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { testMetadata } from '@sideline/eventstore/testing/test-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateProjections } from '../catalog';
import { TEMPLATE_SYNC_DUE_KEY, templatePropagationProjection } from './template-propagation.projection';
import {
  claimDueTemplateSyncs,
  countDueTemplateSyncs,
  finishTemplateSync,
  releaseTemplateSync,
  templateSyncHealth,
} from './template-sync-due.queries';

let position = BigInt(Date.now()) * 1000n;
const event = (
  type: string,
  streamId: string,
  streamType: string,
  data: Record<string, unknown>,
  actorId: string,
): RecordedEvent => {
  position += 1n;
  return {
    globalPosition: position,
    transactionId: position,
    streamId,
    streamType,
    streamVersion: 1,
    eventId: crypto.randomUUID(),
    type,
    data,
    metadata: testMetadata({ actorId }),
    recordedAt: new Date(),
  };
};
const generated = (seasonId: string, templatePlanId: string | null, actor = 'gina') =>
  event(
    'RecurrencePracticeGenerated',
    `season-recurrences-${seasonId}`,
    'season-recurrences',
    { seasonId, templatePlanId, planId: crypto.randomUUID() },
    actor,
  );
const planEdit = (planId: string, actor: string) =>
  event('PlanItemDurationSet', `plan-${planId}`, 'plan', { planId }, actor);

describe.each(databaseTargets())('the template propagation to-do list on $name', (target) => {
  let db: Database;
  /** Applies a batch; the keys it announced. */
  const apply = async (events: RecordedEvent[]) => {
    const announced: string[] = [];
    await db.transaction((tx) =>
      templatePropagationProjection.applyBatch(tx, events, { changed: (key) => void announced.push(key) }),
    );
    return announced;
  };
  const due = async (templatePlanId: string) =>
    db.query<{ season_id: string; edited_by: string; marks: number }>(
      'SELECT season_id, edited_by, marks FROM template_sync_due WHERE template_plan_id = $1 ORDER BY season_id',
      [templatePlanId],
    );
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, [templatePropagationProjection]);
  });
  afterAll(() => db.close());

  it('marks a template due in every season it made practices in, once per pair, naming the latest editor; other plans mark nothing', async () => {
    const [template, other, autumn, spring] = [
      crypto.randomUUID(),
      crypto.randomUUID(),
      `a-${crypto.randomUUID()}`,
      `b-${crypto.randomUUID()}`,
    ];
    // Generated and edited in one batch: one row for the pair, not two (one upsert may not touch a row twice).
    expect(
      await apply([
        generated(autumn, template),
        planEdit(template, 'olga'),
        planEdit(other, 'olga'),
        generated(autumn, null),
      ]),
    ).toEqual([TEMPLATE_SYNC_DUE_KEY]);
    expect(await due(template)).toEqual([{ season_id: autumn, edited_by: 'olga', marks: 2 }]);
    expect(await due(other)).toEqual([]);
    // Edits of plans that are no template mark nothing, and wake no reactor.
    expect(await apply([planEdit(other, 'olga')])).toEqual([]);
    await apply([generated(spring, template, 'gina'), planEdit(template, 'bob'), planEdit(template, 'bob')]);
    expect(await due(template)).toEqual([
      { season_id: autumn, edited_by: 'bob', marks: 4 },
      { season_id: spring, edited_by: 'bob', marks: 3 },
    ]);
  });

  it('hands each due pair to one claimer; finishing keeps a pair that a newer edit marked meanwhile', async () => {
    const [template, season] = [crypto.randomUUID(), `c-${crypto.randomUUID()}`];
    await apply([generated(season, template), planEdit(template, 'olga')]);
    const mine = (await claimDueTemplateSyncs(db, 'one', { quietMs: 0, claimMs: 60_000, limit: 100 })).filter(
      (d) => d.templatePlanId === template,
    );
    expect(mine).toEqual([{ templatePlanId: template, seasonId: season, editedBy: 'olga', marks: 2, attempts: 0 }]);
    expect(
      (await claimDueTemplateSyncs(db, 'two', { quietMs: 0, claimMs: 60_000, limit: 100 })).filter(
        (d) => d.templatePlanId === template,
      ),
    ).toEqual([]);
    await apply([planEdit(template, 'bob')]);
    await finishTemplateSync(db, mine[0]!, 'one');
    expect(await due(template)).toEqual([{ season_id: season, edited_by: 'bob', marks: 3 }]);
    const again = (await claimDueTemplateSyncs(db, 'two', { quietMs: 0, claimMs: 60_000, limit: 100 })).filter(
      (d) => d.templatePlanId === template,
    );
    expect(again).toMatchObject([{ editedBy: 'bob', marks: 3 }]);
    await finishTemplateSync(db, again[0]!, 'two');
    expect(await due(template)).toEqual([]);
  });

  it('waits for a burst of edits to end before handing a pair out', async () => {
    const [template, season] = [crypto.randomUUID(), `d-${crypto.randomUUID()}`];
    await apply([generated(season, template), planEdit(template, 'olga')]);
    expect(
      (await claimDueTemplateSyncs(db, 'one', { quietMs: 60_000, claimMs: 60_000, limit: 100 })).filter(
        (d) => d.templatePlanId === template,
      ),
    ).toEqual([]);
    expect(await countDueTemplateSyncs(db)).toBeGreaterThan(0);
  });

  it('is a queue, not a read model: a rebuild keeps it and marks only events past the last ones it marked', async () => {
    const [template, season] = [crypto.randomUUID(), `e-${crypto.randomUUID()}`];
    const history = [generated(season, template), planEdit(template, 'olga')];
    await apply(history);
    // The reactor synced the pair: the queue is empty, as in a live app at rest.
    await db.query('DELETE FROM template_sync_due WHERE template_plan_id = $1', [template]);
    // A rebuild: the read model emptied, the log replayed from the start.
    await db.transaction((tx) => templatePropagationProjection.reset(tx));
    expect(await apply(history)).toEqual([]);
    expect(await due(template)).toEqual([]);
    expect(await db.query('SELECT 1 FROM template_links WHERE template_plan_id = $1', [template])).toHaveLength(1);
    // A change after the rebuild still reaches the season the replay linked the template to.
    expect(await apply([planEdit(template, 'bob')])).toEqual([TEMPLATE_SYNC_DUE_KEY]);
    expect(await due(template)).toEqual([{ season_id: season, edited_by: 'bob', marks: 1 }]);
  });

  it('tells the admin dashboard how many pairs wait, how many failed, since when, and the newest failure', async () => {
    await db.exec('DELETE FROM template_sync_due');
    expect(await templateSyncHealth(db, new Date())).toEqual({
      waiting: 0,
      failing: 0,
      oldestSeconds: null,
      lastError: null,
    });
    const [failingTemplate, waitingTemplate] = [crypto.randomUUID(), crypto.randomUUID()];
    await apply([
      generated(`c-${crypto.randomUUID()}`, failingTemplate),
      generated(`d-${crypto.randomUUID()}`, waitingTemplate),
    ]);
    const claimed = await claimDueTemplateSyncs(db, 'me', { quietMs: 0, claimMs: 60_000, limit: 10 });
    const mine = claimed.find((pair) => pair.templatePlanId === failingTemplate)!;
    await releaseTemplateSync(db, mine, 'me', 'a practice could not be read', 60_000);
    const health = await templateSyncHealth(db, new Date(Date.now() + 90_000));
    expect(health).toMatchObject({ waiting: 2, failing: 1, lastError: 'a practice could not be read' });
    expect(health.oldestSeconds).toBeGreaterThanOrEqual(85);
    expect(health.oldestSeconds).toBeLessThanOrEqual(120);
  });
});
