import { openCoreOn, type Core } from '../composition/open-core';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { listDecidedSuggestions, listFeedback, listOpenSuggestions } from '@sideline/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from './demo-drills';
import { seedDemoData } from './demo-seed';

describe.each(databaseTargets())('demo poll and feedback seed on $name', (target) => {
  let core: Core;
  beforeAll(async () => {
    core = await openCoreOn(
      await target.open(),
      { api: true, projections: true, collab: false },
      { passwordHashCost: { N: 2 ** 10, r: 8, p: 1 }, pollIntervalMs: 50 },
    );
  });
  afterAll(async () => {
    await core.close();
  });

  it('seeds suggestions with votes (one fulfilled by a demo drill) and the coach’s answered feedback, once', async () => {
    await seedDemoData(core.db, core.api!.accounts, core.api!.commands);
    const open = await listOpenSuggestions(core.db, null);
    expect(open.map((s) => s.votes)).toEqual([3, 2, 1]);
    expect(open[0]!.text).toBe('3-on-2 fast break with a trailing beater');
    const decided = await listDecidedSuggestions(core.db, null);
    expect(decided).toHaveLength(1);
    expect(decided[0]).toMatchObject({ status: 'fulfilled', drillId: demoId('drill', 'qb-passing-triangle') });
    const [coach] = await core.db.query<{ user_id: string }>(
      "SELECT user_id FROM credentials WHERE email = 'coach@sideline.test'",
    );
    const replies = await listFeedback(core.db, {
      viewerId: coach!.user_id,
      admin: false,
      mine: true,
      replied: true,
      page: 1,
    });
    expect(replies.items).toHaveLength(1);
    expect(replies.items[0]).toMatchObject({ kind: 'question', status: 'done' });
    expect(replies.items[0]!.reply).toMatch(/one page per group/);
    const ideas = await listFeedback(core.db, {
      viewerId: 'someone-else',
      admin: false,
      mine: false,
      replied: false,
      page: 1,
    });
    expect(ideas.items.map((i) => [i.kind, i.upvotes])).toEqual([['idea', 1]]);
    const before = await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(await seedDemoData(core.db, core.api!.accounts, core.api!.commands)).toBe(false);
    expect(await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).toEqual(before);
  });
});
