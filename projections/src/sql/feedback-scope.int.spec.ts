import { FEEDBACK_KINDS, can, type Actor, type FeedbackEvent } from '@sideline/domain';
import type { Database, RecordedEvent } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { testMetadata } from '@sideline/eventstore/testing/test-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateProjections } from '../catalog';
import { feedbackProjection, listFeedback } from '../feedback';
import { feedbackScopeSql } from './feedback-scope';
import { SqlParams } from './sql-params';

/**
 * The feedback list rule, held against the policy's `feedback.read`: every kind from every sender (visitors too), for
 * senders, strangers and site admins; both the bare scope and the real list query.
 */
const SENDERS = [null, 'ann', 'bob'];
const ACTORS: Record<string, NonNullable<Actor>> = {
  'ann (sender)': { userId: 'ann', role: 'user' },
  'eve (stranger)': { userId: 'eve', role: 'user' },
  'ada (site admin)': { userId: 'ada', role: 'admin' },
};

describe.each(databaseTargets())('the feedback scope, agreeing with the policy, on $name', (target) => {
  let db: Database;
  const rows: { id: string; senderId: string | null; kind: (typeof FEEDBACK_KINDS)[number] }[] = [];
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, [feedbackProjection]);
    let position = 0n;
    const events: RecordedEvent[] = [];
    for (const senderId of SENDERS) {
      for (const kind of FEEDBACK_KINDS) {
        const feedbackId = crypto.randomUUID();
        const event: FeedbackEvent = {
          type: 'FeedbackSent',
          data: { feedbackId, kind, text: `${kind} from ${senderId}`, page: '/', userAgent: 'test', senderId },
        };
        position += 1n;
        events.push({
          globalPosition: position,
          transactionId: position,
          streamId: `feedback-${feedbackId}`,
          streamType: 'feedback',
          streamVersion: 1,
          eventId: crypto.randomUUID(),
          type: event.type,
          data: event.data,
          metadata: testMetadata(),
          recordedAt: new Date(),
        });
        rows.push({ id: feedbackId, senderId, kind });
      }
    }
    await db.transaction((tx) => feedbackProjection.applyBatch(tx, events, { changed: () => {} }));
  });
  afterAll(async () => {
    await db.close();
  });

  it.each(Object.keys(ACTORS))('lists for %s exactly what the policy lets them read', async (name) => {
    const actor = ACTORS[name]!;
    const expected = rows
      .filter((row) => can(actor, { action: 'feedback.read', senderId: row.senderId, kind: row.kind }))
      .map((row) => row.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const params = new SqlParams();
    const scoped = await db.query<{ id: string }>(
      `SELECT f.feedback_id AS id FROM feedback_items f WHERE ${feedbackScopeSql('f', { userId: actor.userId, admin: actor.role === 'admin' }, params)}`,
      params.values,
    );
    expect(scoped.map((r) => r.id).sort()).toEqual(expected);
    const page = await listFeedback(db, {
      viewerId: actor.userId,
      admin: actor.role === 'admin',
      mine: false,
      replied: false,
      page: 1,
      pageSize: 100,
    });
    expect(page.items.map((i) => i.id).sort()).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });
});
