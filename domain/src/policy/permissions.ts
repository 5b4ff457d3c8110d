import type { ContentAccess, Visibility } from '../content/content.schemas';
import type { ShareLinkMode } from '../board/board.events';
import type { SiteRole } from '../user/user.schemas';
import type { TeamRole } from '../team/team.schemas';
import type { FeedbackKind } from '../feedback/feedback.schemas';

/** What the one policy (policy.ts) is asked about: who asks, what they try, and its answer. */

/**
 * Who is asking. `null` is a visitor who has not signed in. `teamRoles` lists the teams they belong to;
 * `archivedTeamIds` those of them that are archived (read-only: their roles still read, never change anything).
 */
export type Actor = {
  userId: string;
  role: SiteRole;
  teamRoles?: Readonly<Record<string, TeamRole>>;
  archivedTeamIds?: readonly string[];
} | null;

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
  /**
   * change who it belongs to or who sees it (visibility, team): those who manage it (for team content the team's
   * owners and admins, never its creator as such), and into a team only its coaches, admins and owners
   */
  | { action: 'content.move'; content: ContentAccess; to: { visibility: Visibility; teamId: string | null } }
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
  /**
   * bring a former member back (restoring the team's history): as team.member.change, owners and admins only by owners
   */
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
  /**
   * read one feedback item: site admins all, signed-in users their own and everyone's ideas (a visitor sender uses its
   * private link)
   */
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
  /** deleted content: its owner sees and restores their own, site admins everyone's (`ownerId` '*') */
  | { action: 'trash.read'; ownerId: string };

/** What a history belongs to, as the policy needs it. */
export type HistorySubject =
  { kind: 'content'; content: ContentAccess } | { kind: 'team'; teamId: string } | { kind: 'user'; userId: string };

export type Decision = { allowed: true } | { allowed: false; reason: 'unauthenticated' | 'forbidden'; message: string };
