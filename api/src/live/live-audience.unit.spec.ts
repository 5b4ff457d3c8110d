import type { Queryable } from '@sideline/eventstore';
import { describe, expect, it } from 'vitest';
import { audienceOf } from './live-audience';

const noDatabase = {} as Queryable;
const admin = { userId: 'a', role: 'admin' as const };
const coach = { userId: 'c', role: 'user' as const };

describe('who hears of a live key', () => {
  it('list keys reach everyone; unknown kinds and odd keys reach nobody, not even admins', async () => {
    expect((await audienceOf(noDatabase, 'drills'))(null)).toBe(true);
    for (const key of ['secret:1', 'count:9', 'drill', ':1', 'whatever'])
      expect((await audienceOf(noDatabase, key))(admin)).toBe(false);
  });

  it('a user key reaches that user and site admins; team keys the team', async () => {
    const user = await audienceOf(noDatabase, 'user:c');
    expect([user(null), user(coach), user({ userId: 'x', role: 'user' }), user(admin)]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    const team = await audienceOf(noDatabase, 'team:t1');
    const audit = await audienceOf(noDatabase, 'audit');
    expect([audit(null), audit(coach), audit({ ...coach, teamRoles: { t1: 'owner' } }), audit(admin)]).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect([team(null), team(coach), team({ ...coach, teamRoles: { t1: 'member' } })]).toEqual([false, false, true]);
  });
});
