import { forbidden, unauthenticated } from '../shared/errors';
import { assertNever } from '../shared/events';
import type { ContentAccess, Visibility } from '../content/content.schemas';
import type { TeamRole } from '../team/team.schemas';
import type { Actor, Decision, HistorySubject, Permission } from './permissions';

export type { Actor, Decision, HistorySubject, Permission };

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
      if (inArchivedTeam(actor, permission.teamId)) return deny(ARCHIVED);
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
      // An edit link lets anyone holding it change what was shared, except an archived team's content (read-only).
      if (permission.shareLink === 'edit' && !permission.content.deleted && !archivedTeamContent(permission.content))
        return allow;
      if (!actor) return signInFirst;
      if (permission.content.deleted && actor.role !== 'admin') return deny('This was deleted.');
      if (frozen(actor, permission.content)) return deny(ARCHIVED);
      if (canEdit(actor, permission.content)) return allow;
      return deny(
        belongsToTeam(permission.content)
          ? "Only the team's coaches, admins and owners can change this."
          : 'Only the owner (or editors, when the owner allows it) can change this.',
      );
    case 'content.delete':
      if (!actor) return signInFirst;
      if (frozen(actor, permission.content)) return deny(ARCHIVED);
      return manages(actor, permission.content)
        ? allow
        : deny(`Only ${managersOf(permission.content)} can delete this.`);
    case 'content.restore':
      if (!actor) return signInFirst;
      if (frozen(actor, permission.content)) return deny(ARCHIVED);
      return manages(actor, permission.content)
        ? allow
        : deny(`Only ${managersOf(permission.content)} can restore this.`);
    case 'content.publish':
      if (!actor) return signInFirst;
      if (permission.content.deleted) return deny('This was deleted.');
      if (frozen(actor, permission.content)) return deny(ARCHIVED);
      if (canPublish(actor, permission.content)) return allow;
      return deny(
        `Only ${belongsToTeam(permission.content) ? "the team's coaches, admins, owners" : 'the owner, a team admin'} or a site admin can publish this.`,
      );
    case 'content.share':
      if (!actor) return signInFirst;
      if (permission.content.deleted) return deny('This was deleted.');
      if (frozen(actor, permission.content)) return deny(ARCHIVED);
      return manages(actor, permission.content)
        ? allow
        : deny(`Only ${managersOf(permission.content)} can share this.`);
    case 'content.move':
      return decideMove(actor, permission.content, permission.to);
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

/**
 * History: owners and editors (team managers for a team; the person themself for an account, read only), site admins
 * all.
 */
function decideHistory(actor: Actor, action: 'history.read' | 'history.restore', subject: HistorySubject): Decision {
  if (!actor) return signInFirst;
  if (actor.role === 'admin') return allow;
  switch (subject.kind) {
    case 'content':
      // Reading a history is reading: an archived team's editors still read theirs; restoring is changing.
      if (action === 'history.restore' && frozen(actor, subject.content)) return deny(ARCHIVED);
      return canEdit(actor, subject.content, teamRoleOf) &&
        (!subject.content.deleted || manages(actor, subject.content, teamRoleOf))
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

const ARCHIVED = 'This team is archived: its content is read-only. Unarchive it to change it.';
const inArchivedTeam = (actor: Actor, teamId: string | null) =>
  teamId !== null && (actor?.archivedTeamIds?.includes(teamId) ?? false);

/** The role that may change things: none in an archived team (its members keep reading). */
const writingRoleOf = (actor: Actor, teamId: string | null): TeamRole | undefined =>
  inArchivedTeam(actor, teamId) ? undefined : teamRoleOf(actor, teamId);

/** Content that belongs to an archived team, as the content itself knows it (whoever asks, members or not). */
const archivedTeamContent = (content: ContentAccess) => belongsToTeam(content) && content.teamArchived === true;

/** Content of an archived team is read-only, whoever made it (site admins aside: they may unarchive it anyway). */
const frozen = (actor: NonNullable<Actor>, content: ContentAccess) =>
  actor.role !== 'admin' &&
  belongsToTeam(content) &&
  (inArchivedTeam(actor, content.teamId) || content.teamArchived === true);

/**
 * Content made for a team belongs to the team: it has a team and is not private (private content with a team is its
 * owner's, shared with the team). Rights on it come from current membership alone: its creator (`ownerId`, kept for
 * credit) has none as such, so a coach removed from the team keeps nothing of what he made for it.
 */
export const belongsToTeam = (content: Pick<ContentAccess, 'teamId' | 'visibility'>): boolean =>
  content.teamId !== null && content.visibility !== 'private';

/** The owner's rights: on content of their own, never on content that belongs to a team. */
const isOwner = (actor: NonNullable<Actor>, content: ContentAccess) =>
  actor.userId === content.ownerId && !belongsToTeam(content);

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
  // Deleted content is for those who may restore it.
  if (content.deleted) return actor !== null && manages(actor, content, teamRoleOf);
  if (content.visibility === 'public' || content.visibility === 'unlisted') return true;
  if (!actor) return false;
  return isOwner(actor, content) || readsAsTeam(actor, content);
}

/**
 * Lists and search: public, plus private and team content of mine or my teams. Unlisted never appears (but in "mine").
 */
function isListed(actor: Actor, content: ContentAccess): boolean {
  if (content.deleted) return false;
  if (content.visibility === 'public') return true;
  if (content.visibility === 'unlisted' || !actor) return false;
  return isOwner(actor, content) || readsAsTeam(actor, content);
}

type RoleOf = (actor: Actor, teamId: string | null) => TeamRole | undefined;

/** Delete, restore, share, move: the owner of their own content, the team's owners and admins, site admins. */
function manages(actor: NonNullable<Actor>, content: ContentAccess, roleOf: RoleOf = writingRoleOf): boolean {
  return actor.role === 'admin' || isOwner(actor, content) || isTeamManager(roleOf(actor, content.teamId));
}

const managersOf = (content: ContentAccess) =>
  belongsToTeam(content) ? "the team's owners and admins or a site admin" : 'the owner, a team admin or a site admin';

/** A team's practices are its staff's work: any of them publishes a team plan; other plans as they are managed. */
const canPublish = (actor: NonNullable<Actor>, content: ContentAccess) =>
  manages(actor, content) || (belongsToTeam(content) && isTeamEditor(writingRoleOf(actor, content.teamId)));

const isTeamEditor = (role: TeamRole | undefined) => role === 'owner' || role === 'admin' || role === 'coach';
const isTeamManager = (role: TeamRole | undefined) => role === 'owner' || role === 'admin';

function canEdit(actor: NonNullable<Actor>, content: ContentAccess, roleOf: RoleOf = writingRoleOf): boolean {
  if (manages(actor, content, roleOf)) return true;
  if (roleOf(actor, content.teamId) === 'coach') return true;
  return content.editableByOthers && canRead(actor, content);
}

/**
 * Changing who content belongs to or who sees it. Leaving its team, or changing who sees team content, is for the
 * team's owners and admins; owner's content is moved by those who manage it; bringing it into a team (or making it
 * that team's) takes the right to add to that team.
 */
function decideMove(
  actor: Actor,
  content: ContentAccess,
  to: { visibility: Visibility; teamId: string | null },
): Decision {
  if (!actor) return signInFirst;
  if (to.visibility === content.visibility && to.teamId === content.teamId) return allow;
  if (content.deleted) return deny('This was deleted.');
  if (frozen(actor, content) || (to.teamId !== null && actor.role !== 'admin' && inArchivedTeam(actor, to.teamId)))
    return deny(ARCHIVED);
  if (!manages(actor, content))
    return deny(`Only ${managersOf(content)} can change who this belongs to or who sees it.`);
  const joinsTeam =
    to.teamId !== null && (to.teamId !== content.teamId || (belongsToTeam(to) && !belongsToTeam(content)));
  if (joinsTeam && actor.role !== 'admin' && !isTeamEditor(teamRoleOf(actor, to.teamId)))
    return deny("Only the team's coaches and admins can add to it.");
  return allow;
}

/**
 * The list rule as data, for read models that filter in SQL: rows where visibility = 'public', or visibility is
 * private/team and the team is one of `teamIds` (published ones only, for teams where the actor is a member rather
 * than staff), or the owner is `userId` and the content is the owner's (private, or without a team: see
 * `belongsToTeam`). Must agree with `content.list` (tested).
 */
export function listScope(actor: Actor): { userId: string | null; teamIds: string[]; staffTeamIds: string[] } {
  const roles = Object.entries(actor?.teamRoles ?? {});
  return {
    userId: actor?.userId ?? null,
    teamIds: roles.map(([teamId]) => teamId),
    staffTeamIds: roles.filter(([, role]) => role !== 'member').map(([teamId]) => teamId),
  };
}
