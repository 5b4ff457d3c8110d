import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EventStore, START, isAtOrAfter, type Database, type EventMetadata } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { testMetadata } from '@sideline/eventstore/testing/test-events';
import { ALL_PROJECTIONS, migrateProjections } from '../catalog';
import { ProjectionRunner } from '../runner';
import { auditProjection } from './audit.projection';

/**
 * The audit index rebuilt in the database (`rebuildRange`) holds exactly what applying the events batch by batch makes.
 */
describe.each(databaseTargets())('audit rebuild in the database on $name', (target) => {
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    db = await target.open();
    store = await EventStore.open(db);
    await migrateProjections(db, ALL_PROJECTIONS); // the audit's trash indexes sit on other read models' tables
  });
  afterAll(() => db.close());

  const tables = async () => ({
    log: await db.query(
      `SELECT position::text, at, actor_id, entity_type, entity_id, stream_version, event_type, command_id FROM audit_log ORDER BY position`,
    ),
    actors: await db.query(`SELECT actor_id, last_at, events::int FROM audit_actors ORDER BY actor_id`),
  });

  const streams = [
    { id: 'plan-p1', type: 'plan' },
    { id: 'drill-d-7', type: 'drill' },
    { id: 'odd', type: 'plan' }, // a stream named otherwise keeps its whole id
    { id: 'user-u1', type: 'user' },
  ];
  const eventArb = fc.record({
    stream: fc.constantFrom(...streams),
    type: fc.constantFrom('Created', 'Renamed', 'Deleted'),
    actor: fc.constantFrom(null, 'u1', 'u2', 'u3'),
    at: fc.option(fc.date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }), {
      nil: undefined,
    }),
    withCommand: fc.boolean(),
  });

  it('gives the same rows and tallies as applying the events in batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(eventArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 40 }),
        async (appends, batchSize) => {
          await db.query('DELETE FROM audit_log');
          await db.query('DELETE FROM audit_actors');
          let last = START;
          for (const group of appends) {
            for (const e of group) {
              // Without `at` the record's time is used; without a command id the row has none.
              const { at: _at, commandId, ...rest } = testMetadata({ actorId: e.actor });
              const metadata = {
                ...rest,
                ...(e.withCommand ? { commandId } : {}),
                ...(e.at ? { at: e.at.toISOString() } : {}),
              } as EventMetadata;
              last = (
                await store.append(e.stream.id, [{ eventId: crypto.randomUUID(), type: e.type, data: {}, metadata }], {
                  expectedVersion: 'any',
                  streamType: e.stream.type,
                })
              ).lastPosition;
            }
          }
          // Until the last append is visible (the head alone may still be below it while another session's
          // transaction is open on a shared server: the rebuild then saw one event fewer than the read after it).
          await expect
            .poll(async () => isAtOrAfter((await store.head()).position, last), { timeout: 60_000 })
            .toBe(true);
          const runner = new ProjectionRunner({
            db,
            store,
            projections: [auditProjection],
            owner: 'rebuild-test',
            rebuildBatchSize: 1,
          }); // chunks of 10 positions
          await runner.rebuild('audit');
          const inDatabase = await tables();

          await db.query('DELETE FROM audit_log');
          await db.query('DELETE FROM audit_actors');
          const events = await store.readAll(START, 100_000);
          for (let i = 0; i < events.length; i += batchSize) {
            await db.transaction((tx) =>
              auditProjection.applyBatch(tx, events.slice(i, i + batchSize), { changed: () => {} }),
            );
          }
          const batched = await tables();
          expect(inDatabase.log).toHaveLength(events.length);
          expect(inDatabase).toEqual(batched);
        },
      ),
      { numRuns: 8 },
    );
  });
});
