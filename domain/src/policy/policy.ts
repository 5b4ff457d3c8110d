import { forbidden, unauthenticated } from '../shared/errors';
import { assertNever } from '../shared/events';
import type { ContentAccess } from '../content/content.schemas';
import type { ShareLinkMode } from '../board/board.events';
import type { SiteRole } from '../user/user.schemas';
import type { TeamRole } from '../team/team.schemas';
import type { FeedbackKind } from '../feedback/feedback.schemas';

/** Who is asking. `null` is a visitor who has not signed in. `teamRoles` lists the teams they belong to. */
export type Actor = { userId: string; role: SiteRole; teamRoles?: Readonly<Record<string, TeamRole>> } | null;

/**
 * Everything anyone may try to do, as data. Each context adds its own cases here,
 * so the API, the collaboration server and the UI all ask the same question.
 */
export type Permission =
  | { action: 'admin.access' }
  | { action: 'user.manage'; targetUserId: string }
  | { action: 'profile.edit'; targetUserId: string }
  | { action: 'account.signedIn' }
  /** with a team: create it in that team (its coaches, admins and owners may) */
  | { action: 'content.create'; teamId?: string | null }
  /** open it by id or link; `shareLink`: the actor came with a share link of that mode (boards) */
  | { action: 'content.read'; content: ContentAccess; shareLink?: ShareLinkMode }
  /** see it in lists and search results */
  | { action: 'content.list'; content: ContentAccess }
  | { action: 'content.edit'; content: ContentAccess; shareLink?: ShareLinkMode }
  /** create, list and revoke share links (boards) */
  | { action: 'content.share'; content: ContentAccess }
  | { action: 'content.delete'; content: ContentAccess }
  | { action: 'content.restore'; content: ContentAccess }
  /** publish or unpublish a plan (a team's practice becomes visible to its members) */
  | { action: 'content.publish'; content: ContentAccess }
  /** comment on it, vote on it, add it to a plan */
  | { action: 'content.engage'; content: ContentAccess }
  /** comments: authors edit their own; authors and site admins (moderation) delete */
  | { action: 'comment.edit'; authorId: string }
  | { action: 'comment.delete'; authorId: string }
  /** add rows to, finish or undo a bulk drill import */
  | { action: 'drillImport.manage'; importerId: string }
  | { action: 'team.create' }
  /** see the team, its members and its settings (members read; the rest manage) */
  | { action: 'team.read'; teamId: string }
  /** change the team's details, make and revoke invite links, invite by email */
  | { action: 'team.manage'; teamId: string }
  /** give a member another role: admins handle coaches and members, only owners make or unmake owners and admins */
  | { action: 'team.member.change'; teamId: string; memberRole: TeamRole; newRole: TeamRole }
  | { action: 'team.member.remove'; teamId: string; memberRole: TeamRole }
  /** bring a former member back (restoring the team's history): as team.member.change, owners and admins only by owners */
  | { action: 'team.member.add'; teamId: string; newRole: TeamRole }
  /** archive, unarchive, hand the team over */
  | { action: 'team.own'; teamId: string }
  /** open the team's seasons: members see published practices and the sections and markers shown to members */
  | { action: 'season.read'; teamId: string }
  /** see drafts and hidden sections and markers (the team's staff) */
  | { action: 'season.readAll'; teamId: string }
  /** create and change seasons, sections, markers and their practices; switch the active season */
  | { action: 'season.edit'; teamId: string }
  /** rotate the public view and calendar links */
  | { action: 'season.share'; teamId: string }
  /** read one feedback item: site admins all, signed-in users their own and everyone's ideas (a visitor sender uses its private link) */
  | { action: 'feedback.read'; senderId: string | null; kind: FeedbackKind }
  /** upvote it (once: the decider keeps count): whoever is signed in and may read it */
  | { action: 'feedback.upvote'; senderId: string | null; kind: FeedbackKind }
  /** set its status and reply: site admins */
  | { action: 'feedback.moderate' }
  /** suggest a drill in the poll and vote for suggestions: signed-in users */
  | { action: 'poll.suggest' }
  | { action: 'poll.vote' }
  /** link a suggestion to a drill, close or remove it: site admins */
  | { action: 'poll.moderate' }
  /** an entity's change history (versions, diffs, the entity as it was): its editors, and site admins */
  | { action: 'history.read'; subject: HistorySubject }
  /** restoring an entity to an earlier version: whoever may edit it now, and site admins */
  | { action: 'history.restore'; subject: HistorySubject }
  /** deleted content: its owner sees and restores their own, site admins everyone's */
  | { action: 'trash.read'; ownerId: string | '*' };

/** What a history belongs to, as the policy needs it. */
export type HistorySubject =
  { kind: 'content'; content: ContentAccess } | { kind: 'team'; teamId: string } | { kind: 'user'; userId: string };

export type Decision = { allowed: true } | { allowed: false; reason: 'unauthenticated' | 'forbidden'; message: string };

const allow: Decision = { allowed: true };
const signInFirst: Decision = { allowed: false, reason: 'unauthenticated', message: 'Please sign in to continue.' };
const deny = (message: string): Decision => ({ allowed: false, reason: 'forbidden', message });

/** The one permission policy. Pure: everything it needs comes in with the actor and the permission. */
export function decidePermission(actor: Actor, permission: Permission): Decision {
  switch (permission.action) {
    case 'account.signedIn':
      return actor ? allow : signInFirst;
    case 'admin.access':
      if (!actor) return signInFirst;
      return actor.role === 'admin' ? allow : deny('Only site admins can open the admin area.');
    case 'user.manage':
      if (!actor) return signInFirst;
      return actor.role === 'admin' ? allow : deny('Only site admins can manage users.');
    case 'profile.edit':
      if (!actor) return signInFirst;
      return actor.userId === permission.targetUserId || actor.role === 'admin'
        ? allow
        : deny('You can only edit your own profile.');
    case 'content.create':
      if (!actor) return signInFirst;
      if (!permission.teamId || actor.role === 'admin') return allow;
      return isTeamEditor(teamRoleOf(actor, permission.teamId))
        ? allow
        : deny("Only the team's coaches and admins can add to it.");
    case 'content.read':
      // A share link opens what was shared, to anyone holding it, until the content is deleted (or the link revoked).
      if (permission.shareLink && !permission.content.deleted) return allow;
      return canRead(actor, permission.content) ? allow : actor ? deny('This is private.') : signInFirst;
    case 'content.list':
      return isListed(actor, permission.content) ? allow : deny('Not listed.');
    case 'content.edit':
      if (permission.shareLink === 'edit' && !permission.content.deleted) return allow;
      if (!actor) return signInFirst;
      if (permission.content.deleted && actor.role !== 'admin') return deny('This was deleted.');
      return canEdit(actor, permission.content)
        ? allow
        : deny('Only the owner (or editors, when the owner allows it) can change this.');
    case 'content.delete':
      if (!actor) return signInFirst;
      return isOwnerOrManager(actor, permission.content)
        ? allow
        : deny('Only the owner, a team admin or a site admin can delete this.');
    case 'content.restore':
      if (!actor) return signInFirst;
      return isOwnerOrManager(actor, permission.content)
        ? allow
        : deny('Only the owner, a team admin or a site admin can restore this.');
    case 'content.publish':
      if (!actor) return signInFirst;
      if (permission.content.deleted) return deny('This was deleted.');
      return isOwnerOrManager(actor, permission.content)
        ? allow
        : deny('Only the owner, a team admin or a site admin can publish this.');
    case 'content.share':
      if (!actor) return signInFirst;
      if (permission.content.deleted) return deny('This was deleted.');
      return isOwnerOrManager(actor, permission.content)
        ? allow
        : deny('Only the owner, a team admin or a site admin can share this.');
    case 'content.engage':
      if (!actor) return signInFirst;
      return canRead(actor, permission.content) ? allow : deny('This is private.');
    case 'comment.edit':
      if (!actor) return signInFirst;
      return actor.userId === permission.authorId ? allow : deny('You can only edit your own comments.');
    case 'comment.delete':
      if (!actor) return signInFirst;
      return actor.userId === permission.authorId || actor.role === 'admin'
        ? allow
        : deny('You can only delete your own comments.');
    case 'drillImport.manage':
      if (!actor) return signInFirst;
      return actor.userId === permission.importerId || actor.role === 'admin'
        ? allow
        : deny('Only the coach who ran this import (or a site admin) can change it.');
    case 'team.create':
      return actor ? allow : signInFirst;
    case 'team.read':
      if (!actor) return signInFirst;
      return actor.role === 'admin' || teamRoleOf(actor, permission.teamId)
        ? allow
        : deny('Only the members of this team can see it.');
    case 'team.manage':
      if (!actor) return signInFirst;
      return actor.role === 'admin' || isTeamManager(teamRoleOf(actor, permission.teamId))
        ? allow
        : deny("Only the team's owners and admins can do that.");
    case 'team.member.change':
    case 'team.member.remove':
    case 'team.member.add': {
      if (!actor) return signInFirst;
      const mine = teamRoleOf(actor, permission.teamId);
      if (actor.role === 'admin' || mine === 'owner') return allow;
      const leader = (role: TeamRole | undefined) => role === 'owner' || role === 'admin';
      const touchesLeaders =
        leader(permission.action === 'team.member.add' ? undefined : permission.memberRole) ||
        (permission.action !== 'team.member.remove' && leader(permission.newRole));
      if (mine === 'admin' && !touchesLeaders) return allow;
      return deny(
        mine === 'admin'
          ? 'Only an owner can change or remove owners and admins.'
          : "Only the team's owners and admins can change its members.",
      );
    }
    case 'team.own':
      if (!actor) return signInFirst;
      return actor.role === 'admin' || teamRoleOf(actor, permission.teamId) === 'owner'
        ? allow
        : deny("Only the team's owners can do that.");
    case 'season.read':
      if (!actor) return signInFirst;
      return actor.role === 'admin' || teamRoleOf(actor, permission.teamId)
        ? allow
        : deny('Only the members of this team can see its seasons.');
    case 'season.readAll':
    case 'season.edit':
      if (!actor) return signInFirst;
      return actor.role === 'admin' || isTeamEditor(teamRoleOf(actor, permission.teamId))
        ? allow
        : deny("Only the team's coaches, admins and owners can change its seasons.");
    case 'season.share':
      if (!actor) return signInFirst;
      return actor.role === 'admin' || isTeamManager(teamRoleOf(actor, permission.teamId))
        ? allow
        : deny("Only the team's owners and admins can change the season's share links.");
    case 'feedback.read':
    case 'feedback.upvote':
      if (!actor) return signInFirst;
      return actor.role === 'admin' || actor.userId === permission.senderId || permission.kind === 'idea'
        ? allow
        : deny('Only its sender and site admins can see this feedback.');
    case 'feedback.moderate':
      if (!actor) return signInFirst;
      return actor.role === 'admin' ? allow : deny('Only site admins can answer feedback.');
    case 'poll.suggest':
    case 'poll.vote':
      return actor ? allow : signInFirst;
    case 'poll.moderate':
      if (!actor) return signInFirst;
      return actor.role === 'admin' ? allow : deny('Only site admins can link, close or remove suggestions.');
    case 'history.read':
    case 'history.restore':
      return decideHistory(actor, permission.action, permission.subject);
    case 'trash.read':
      if (!actor) return signInFirst;
      return actor.role === 'admin' || actor.userId === permission.ownerId
        ? allow
        : deny("Only site admins can see everyone's deleted content.");
    default:
      return assertNever(permission, 'permission');
  }
}

/** History: owners and editors (team managers for a team; the person themself for an account, read only), site admins all. */
function decideHistory(actor: Actor, action: 'history.read' | 'history.restore', subject: HistorySubject): Decision {
  if (!actor) return signInFirst;
  if (actor.role === 'admin') return allow;
  switch (subject.kind) {
    case 'content':
      return canEdit(actor, subject.content) && (!subject.content.deleted || isOwnerOrManager(actor, subject.content))
        ? allow
        : deny('Only the owner and the people who may edit this can see and restore its history.');
    case 'team':
      return isTeamManager(teamRoleOf(actor, subject.teamId))
        ? allow
        : deny("Only the team's owners and admins can see and restore its history.");
    case 'user':
      return action === 'history.read' && actor.userId === subject.userId
        ? allow
        : deny('Only site admins can see and restore an account’s history.');
    default:
      return assertNever(subject, 'history subject');
  }
}

export const can = (actor: Actor, permission: Permission): boolean => decidePermission(actor, permission).allowed;

/** Throws the typed error (401 or 403) when the policy says no. */
export function authorize(actor: Actor, permission: Permission): void {
  const decision = decidePermission(actor, permission);
  if (decision.allowed) return;
  throw decision.reason === 'unauthenticated'
    ? unauthenticated(decision.message)
    : forbidden('POLICY.FORBIDDEN', decision.message);
}

const teamRoleOf = (actor: Actor, teamId: string | null): TeamRole | undefined =>
  actor && teamId ? actor.teamRoles?.[teamId] : undefined;

/**
 * Reading as a member of the content's team: the staff (owners, admins, coaches) read all of it; members (players,
 * parents) read what is published: a plan in the making stays with the staff.
 */
function readsAsTeam(actor: NonNullable<Actor>, content: ContentAccess): boolean {
  const role = teamRoleOf(actor, content.teamId);
  return role !== undefined && (role !== 'member' || content.published !== false);
}

function canRead(actor: Actor, content: ContentAccess): boolean {
  if (actor?.role === 'admin') return true;
  if (content.deleted) return actor !== null && actor.userId === content.ownerId;
  if (content.visibility === 'public' || content.visibility === 'unlisted') return true;
  if (!actor) return false;
  return actor.userId === content.ownerId || readsAsTeam(actor, content);
}

/** Lists and search: public, plus private and team content of mine or my teams. Unlisted never appears (but in "mine"). */
function isListed(actor: Actor, content: ContentAccess): boolean {
  if (content.deleted) return false;
  if (content.visibility === 'public') return true;
  if (content.visibility === 'unlisted' || !actor) return false;
  return actor.userId === content.ownerId || readsAsTeam(actor, content);
}

function isOwnerOrManager(actor: NonNullable<Actor>, content: ContentAccess): boolean {
  if (actor.role === 'admin' || actor.userId === content.ownerId) return true;
  const teamRole = teamRoleOf(actor, content.teamId);
  return teamRole === 'owner' || teamRole === 'admin';
}

const isTeamEditor = (role: TeamRole | undefined) => role === 'owner' || role === 'admin' || role === 'coach';
const isTeamManager = (role: TeamRole | undefined) => role === 'owner' || role === 'admin';

function canEdit(actor: NonNullable<Actor>, content: ContentAccess): boolean {
  if (isOwnerOrManager(actor, content)) return true;
  if (teamRoleOf(actor, content.teamId) === 'coach') return true;
  return content.editableByOthers && canRead(actor, content);
}

/**
 * The list rule as data, for read models that filter in SQL: rows where visibility = 'public', or visibility is
 * private/team and the owner is `userId` or the team is one of `teamIds` (published ones only, for teams where the
 * actor is a member rather than staff). Must agree with `content.list` (tested).
 */
export function listScope(actor: Actor): { userId: string | null; teamIds: string[]; staffTeamIds: string[] } {
  const roles = Object.entries(actor?.teamRoles ?? {});
  return {
    userId: actor?.userId ?? null,
    teamIds: roles.map(([teamId]) => teamId),
    staffTeamIds: roles.filter(([, role]) => role !== 'member').map(([teamId]) => teamId),
  };
}
