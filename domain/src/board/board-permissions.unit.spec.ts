import { describe, expect, it } from 'vitest';
import type { ContentAccess } from '../content/content.schemas';
import { can, type Actor } from '../policy/policy';

const board = (over: Partial<ContentAccess> = {}): ContentAccess => ({
  ownerId: 'owner',
  visibility: 'private',
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

describe('board permissions in the one policy', () => {
  it('lets the owner, team admins and owners, and site admins manage share links; not coaches, members or strangers', () => {
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
    expect(actors.map((actor) => can(actor, { action: 'content.share', content: board() }))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
  it('does not share deleted boards', () => {
    expect(can(owner, { action: 'content.share', content: board({ deleted: true }) })).toBe(false);
  });
  it("creates in a team only for the team's coaches, admins and owners (and site admins)", () => {
    expect(
      ['owner', 'admin', 'coach', 'member'].map((role) =>
        can(teamRole(role as 'owner'), { action: 'content.create', teamId: 't1' }),
      ),
    ).toEqual([true, true, true, false]);
    expect(can(stranger, { action: 'content.create', teamId: 't1' })).toBe(false);
    expect(can(admin, { action: 'content.create', teamId: 't1' })).toBe(true);
    expect(can(stranger, { action: 'content.create', teamId: null })).toBe(true);
    expect(can(null, { action: 'content.create' })).toBe(false);
  });
  it('reads and edits through share links by mode', () => {
    expect(can(null, { action: 'content.read', content: board(), shareLink: 'view' })).toBe(true);
    expect(can(null, { action: 'content.edit', content: board(), shareLink: 'view' })).toBe(false);
    expect(can(null, { action: 'content.edit', content: board(), shareLink: 'edit' })).toBe(true);
    expect(can(null, { action: 'content.read', content: board({ deleted: true }), shareLink: 'edit' })).toBe(false);
  });
});
