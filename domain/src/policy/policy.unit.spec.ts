import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { authorize, can, type Actor } from './policy';

const visitor: Actor = null;
const coach: Actor = { userId: 'u1', role: 'user' };
const admin: Actor = { userId: 'a1', role: 'admin' };

describe('permission policy', () => {
  it.each([
    ['visitor', visitor, false],
    ['coach', coach, false],
    ['admin', admin, true],
  ] as const)('admin area: %s → %s', (_name, actor, allowed) => {
    expect(can(actor, { action: 'admin.access' })).toBe(allowed);
    expect(can(actor, { action: 'user.manage', targetUserId: 'x' })).toBe(allowed);
  });

  it('lets users edit their own profile and admins any', () => {
    expect(can(coach, { action: 'profile.edit', targetUserId: 'u1' })).toBe(true);
    expect(can(coach, { action: 'profile.edit', targetUserId: 'u2' })).toBe(false);
    expect(can(admin, { action: 'profile.edit', targetUserId: 'u2' })).toBe(true);
    expect(can(visitor, { action: 'profile.edit', targetUserId: 'u1' })).toBe(false);
  });

  it('throws 401-kind for visitors and 403-kind for signed-in users', () => {
    const kindOf = (actor: Actor) => {
      try {
        authorize(actor, { action: 'admin.access' });
        return 'allowed';
      } catch (error) {
        return (error as DomainError).kind;
      }
    };
    expect(kindOf(visitor)).toBe('unauthenticated');
    expect(kindOf(coach)).toBe('forbidden');
    expect(kindOf(admin)).toBe('allowed');
  });
});

describe('content policy', () => {
  const owner: Actor = { userId: 'owner', role: 'user' };
  const stranger: Actor = { userId: 'stranger', role: 'user' };
  const teamCoach: Actor = { userId: 'tc', role: 'user', teamRoles: { t1: 'coach' } };
  const teamMember: Actor = { userId: 'tm', role: 'user', teamRoles: { t1: 'member' } };
  const teamAdmin: Actor = { userId: 'ta', role: 'user', teamRoles: { t1: 'admin' } };
  const content = (over: Partial<import('../content/content.schemas').ContentAccess> = {}) => ({
    ownerId: 'owner',
    visibility: 'public' as const,
    teamId: 't1',
    editableByOthers: false,
    deleted: false,
    ...over,
  });
  const check = (
    actor: Actor,
    action: 'content.read' | 'content.list' | 'content.edit' | 'content.delete',
    c = content(),
  ) => can(actor, { action, content: c });

  it('public: everyone reads and lists; only the owner edits unless editable by others', () => {
    const c = content({ teamId: null });
    expect([visitor, stranger, owner].map((a) => check(a, 'content.read', c))).toEqual([true, true, true]);
    expect([visitor, stranger].map((a) => check(a, 'content.list', c))).toEqual([true, true]);
    expect([visitor, stranger, owner].map((a) => check(a, 'content.edit', c))).toEqual([false, false, true]);
    expect(check(stranger, 'content.edit', content({ teamId: null, editableByOthers: true }))).toBe(true);
    expect(check(visitor, 'content.edit', content({ teamId: null, editableByOthers: true }))).toBe(false);
  });
  it('unlisted: readable by link, never listed', () => {
    const c = content({ visibility: 'unlisted' });
    expect(check(visitor, 'content.read', c)).toBe(true);
    expect([visitor, stranger, owner, admin].map((a) => check(a, 'content.list', c))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
  it('private: the owner and the team it is shared with', () => {
    const c = content({ visibility: 'private' });
    expect([visitor, stranger, owner, teamMember, admin].map((a) => check(a, 'content.read', c))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([stranger, owner, teamMember].map((a) => check(a, 'content.list', c))).toEqual([false, true, true]);
  });
  it('team coaches edit, team admins delete, members only read; its creator outside the team has no rights', () => {
    const c = content({ visibility: 'team' });
    expect([teamMember, teamCoach, teamAdmin, owner].map((a) => check(a, 'content.edit', c))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(
      [teamMember, teamCoach, teamAdmin, stranger, owner, admin].map((a) => check(a, 'content.delete', c)),
    ).toEqual([false, false, true, false, false, true]);
    expect([visitor, teamMember, owner].map((a) => check(a, 'content.read', c))).toEqual([false, true, false]);
    expect([teamMember, owner].map((a) => check(a, 'content.list', c))).toEqual([true, false]);
    // public or unlisted, it is still the team's
    expect([owner, teamCoach].map((a) => check(a, 'content.edit', content()))).toEqual([false, true]);
    // private content with a team is its owner's, shared with the team
    expect([owner, teamMember].map((a) => check(a, 'content.edit', content({ visibility: 'private' })))).toEqual([
      true,
      false,
    ]);
  });
  it("moving content out of a team (or changing who sees it) is for the team's owners and admins", () => {
    const c = content({ visibility: 'team' });
    const move = (
      actor: Actor,
      to: { visibility: 'public' | 'unlisted' | 'private' | 'team'; teamId: string | null },
      from = c,
    ) => can(actor, { action: 'content.move', content: from, to });
    expect([owner, teamCoach, teamAdmin, admin].map((a) => move(a, { visibility: 'public', teamId: null }))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect([owner, teamCoach, teamAdmin].map((a) => move(a, { visibility: 'private', teamId: 't1' }))).toEqual([
      false,
      false,
      true,
    ]);
    // no move at all: nothing to decide here
    expect(move(teamMember, { visibility: 'team', teamId: 't1' })).toBe(true);
    // into a team: the owner of private content, when a coach of that team
    const mine = content({ visibility: 'private', teamId: null, ownerId: 'tc' });
    expect(move(teamCoach, { visibility: 'team', teamId: 't1' }, mine)).toBe(true);
    expect(move(teamCoach, { visibility: 'team', teamId: 't2' }, mine)).toBe(false);
    expect(move(stranger, { visibility: 'public', teamId: null }, mine)).toBe(false);
  });
  it('deleted content is hidden from everyone but its owner (the team managers for team content) and admins', () => {
    const c = content({ deleted: true, teamId: null });
    expect([visitor, stranger, owner, admin].map((a) => check(a, 'content.read', c))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    const teams = content({ deleted: true, visibility: 'team' });
    expect([owner, teamCoach, teamAdmin].map((a) => check(a, 'content.read', teams))).toEqual([false, false, true]);
    expect(check(owner, 'content.list', c)).toBe(false);
    expect(check(owner, 'content.edit', c)).toBe(false);
  });
  it('visitors must sign in to create or engage', () => {
    expect(can(visitor, { action: 'content.create' })).toBe(false);
    expect(can(visitor, { action: 'content.engage', content: content() })).toBe(false);
    expect(can(stranger, { action: 'content.engage', content: content() })).toBe(true);
  });
});

describe('teams in the policy', () => {
  const member = (role: 'owner' | 'admin' | 'coach' | 'member') => ({
    userId: `u-${role}`,
    role: 'user' as const,
    teamRoles: { t1: role },
  });
  const outsider = { userId: 'eve', role: 'user' as const, teamRoles: { t2: 'owner' as const } };
  const siteAdmin = { userId: 'ada', role: 'admin' as const };
  const who = [member('owner'), member('admin'), member('coach'), member('member'), outsider, siteAdmin, null];

  it('members read their team, owners and admins manage it, owners own it', () => {
    expect(who.map((a) => can(a, { action: 'team.read', teamId: 't1' }))).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(who.map((a) => can(a, { action: 'team.manage', teamId: 't1' }))).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(who.map((a) => can(a, { action: 'team.own', teamId: 't1' }))).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it('admins change and remove coaches and members; only owners touch owners and admins', () => {
    const change = (
      memberRole: 'owner' | 'admin' | 'coach' | 'member',
      newRole: 'owner' | 'admin' | 'coach' | 'member',
    ) => who.map((a) => can(a, { action: 'team.member.change', teamId: 't1', memberRole, newRole }));
    expect(change('member', 'coach')).toEqual([true, true, false, false, false, true, false]);
    expect(change('coach', 'admin')).toEqual([true, false, false, false, false, true, false]);
    expect(change('owner', 'admin')).toEqual([true, false, false, false, false, true, false]);
    expect(who.map((a) => can(a, { action: 'team.member.remove', teamId: 't1', memberRole: 'admin' }))).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(who.map((a) => can(a, { action: 'team.member.remove', teamId: 't1', memberRole: 'member' }))).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      false,
    ]);
    // bringing a former member back (a restore of the team's history) follows the same line
    expect(who.map((a) => can(a, { action: 'team.member.add', teamId: 't1', newRole: 'coach' }))).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(who.map((a) => can(a, { action: 'team.member.add', teamId: 't1', newRole: 'admin' }))).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
  });

  it("a team's members read its published plans; its staff read its drafts too", () => {
    const draft = {
      ownerId: 'u-owner',
      visibility: 'team' as const,
      teamId: 't1',
      editableByOthers: false,
      deleted: false,
      published: false,
    };
    const published = { ...draft, published: true };
    expect(who.map((a) => can(a, { action: 'content.read', content: draft }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(who.map((a) => can(a, { action: 'content.read', content: published }))).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(who.map((a) => can(a, { action: 'content.list', content: draft }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    // Coaches edit team content; members never do.
    expect(who.map((a) => can(a, { action: 'content.edit', content: published }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
  });

  it("an archived team is read-only: its roles read, change nothing, add nothing; its members' private content stays theirs", () => {
    const archived = (role: 'owner' | 'admin' | 'coach' | 'member') => ({ ...member(role), archivedTeamIds: ['t1'] });
    const inArchive = [archived('owner'), archived('admin'), archived('coach'), archived('member')];
    const teamDrill = {
      ownerId: 'u-coach',
      visibility: 'team' as const,
      teamId: 't1',
      editableByOthers: true,
      deleted: false,
    };
    expect(inArchive.map((a) => can(a, { action: 'content.read', content: teamDrill }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    for (const action of ['content.edit', 'content.delete', 'content.share', 'content.publish'] as const) {
      expect(
        inArchive.map((a) => can(a, { action, content: teamDrill })),
        action,
      ).toEqual([false, false, false, false]);
    }
    expect(inArchive.map((a) => can(a, { action: 'content.create', teamId: 't1' }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(
      can(archived('owner'), {
        action: 'content.move',
        content: teamDrill,
        to: { visibility: 'public', teamId: null },
      }),
    ).toBe(false);
    expect(can(archived('coach'), { action: 'history.read', subject: { kind: 'content', content: teamDrill } })).toBe(
      true,
    );
    expect(
      can(archived('coach'), { action: 'history.restore', subject: { kind: 'content', content: teamDrill } }),
    ).toBe(false);
    expect(can(siteAdmin, { action: 'content.edit', content: teamDrill })).toBe(true);
    const own = { ...teamDrill, visibility: 'private' as const, editableByOthers: false };
    expect(can(archived('coach'), { action: 'content.edit', content: own })).toBe(true);
    expect(can(archived('owner'), { action: 'content.edit', content: own })).toBe(false);
  });

  it("an edit link to an archived team's board reads, never writes, whoever holds it; the team's roles need no list of it", () => {
    const board = {
      ownerId: 'u-coach',
      visibility: 'team' as const,
      teamId: 't1',
      editableByOthers: false,
      deleted: false,
    };
    const archivedBoard = { ...board, teamArchived: true };
    for (const holder of [visitor, coach, member('coach')]) {
      expect(can(holder, { action: 'content.edit', content: board, shareLink: 'edit' })).toBe(true);
      expect(can(holder, { action: 'content.edit', content: archivedBoard, shareLink: 'edit' })).toBe(false);
      expect(can(holder, { action: 'content.read', content: archivedBoard, shareLink: 'edit' })).toBe(true);
    }
    // the content's own fact freezes it for its team's roles too, even before their actor lists the team as archived
    expect(can(member('owner'), { action: 'content.edit', content: archivedBoard })).toBe(false);
    expect(can(siteAdmin, { action: 'content.edit', content: archivedBoard })).toBe(true);
    // a private board with a team is its owner's: the team's archiving does not freeze it
    const ownBoard = { ...archivedBoard, visibility: 'private' as const };
    expect(can(visitor, { action: 'content.edit', content: ownBoard, shareLink: 'edit' })).toBe(true);
  });

  it("members read a team's seasons; its coaches, admins and owners see everything and edit them; owners and admins rotate share links", () => {
    expect(who.map((a) => can(a, { action: 'season.read', teamId: 't1' }))).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(who.map((a) => can(a, { action: 'season.readAll', teamId: 't1' }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(who.map((a) => can(a, { action: 'season.edit', teamId: 't1' }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(who.map((a) => can(a, { action: 'season.share', teamId: 't1' }))).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      false,
    ]);
  });
});
