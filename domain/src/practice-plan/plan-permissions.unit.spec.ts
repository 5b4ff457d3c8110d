import { describe, expect, it } from 'vitest';
import type { ContentAccess } from '../content/content.schemas';
import { can, type Actor } from '../policy/policy';

const plan = (over: Partial<ContentAccess> = {}): ContentAccess => ({
  ownerId: 'owner',
  visibility: 'team',
  teamId: 't1',
  editableByOthers: false,
  deleted: false,
  ...over,
});
const owner: Actor = { userId: 'owner', role: 'user' };
const stranger: Actor = { userId: 'stranger', role: 'user' };
const admin: Actor = { userId: 'admin', role: 'admin' };
const teamRole = (role: 'owner' | 'admin' | 'coach' | 'member'): Actor => ({
  userId: `t-${role}`,
  role: 'user',
  teamRoles: { t1: role },
});

describe('plan permissions in the one policy', () => {
  it("a team's plan is published by the team's staff and site admins; its creator is credited, not privileged", () => {
    const actors = [
      owner,
      teamRole('owner'),
      teamRole('admin'),
      admin,
      teamRole('coach'),
      teamRole('member'),
      stranger,
      null,
    ];
    expect(actors.map((actor) => can(actor, { action: 'content.publish', content: plan() }))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
  it('a private plan is published by its owner, team owners and admins, and site admins (as in the reference app)', () => {
    const actors = [
      owner,
      teamRole('owner'),
      teamRole('admin'),
      admin,
      teamRole('coach'),
      teamRole('member'),
      stranger,
      null,
    ];
    expect(
      actors.map((actor) => can(actor, { action: 'content.publish', content: plan({ visibility: 'private' }) })),
    ).toEqual([true, true, true, true, false, false, false, false]);
  });
  it('a deleted plan is not published', () => {
    expect(can(owner, { action: 'content.publish', content: plan({ deleted: true }) })).toBe(false);
  });
  it('editable by others lets any reader edit a public plan, never a private one', () => {
    expect(
      can(stranger, { action: 'content.edit', content: plan({ visibility: 'public', editableByOthers: true }) }),
    ).toBe(true);
    expect(
      can(stranger, {
        action: 'content.edit',
        content: plan({ visibility: 'private', teamId: null, editableByOthers: true }),
      }),
    ).toBe(false);
    expect(can(teamRole('coach'), { action: 'content.edit', content: plan() })).toBe(true);
    expect(can(teamRole('member'), { action: 'content.edit', content: plan() })).toBe(false);
  });
});
