import type { Actor, ShareLinkMode } from '@sideline/domain';

/**
 * Who the matrix asks as. Everyone signed in has a user in the fixture world; the link holders are visitors who hold
 * one of the team board's share links (they only differ from a visitor on the routes that take a link).
 */
export const PEOPLE = [
  'siteAdmin',
  'owner',
  'teamAdmin',
  'coach',
  'member',
  'removedCoach',
  'outsider',
  'archivedCoach',
  'anonymous',
] as const;
export const LINK_HOLDERS = ['viewLinkHolder', 'editLinkHolder'] as const;
export type PersonName = (typeof PEOPLE)[number];
export type LinkHolderName = (typeof LINK_HOLDERS)[number];
export type ActorName = PersonName | LinkHolderName;

export const ACTOR_LABELS: Record<ActorName, string> = {
  siteAdmin: 'site admin',
  owner: 'team owner',
  teamAdmin: 'team admin',
  coach: 'coach',
  member: 'member',
  removedCoach: 'removed coach',
  outsider: 'outsider',
  archivedCoach: "archived team's coach",
  anonymous: 'anonymous',
  viewLinkHolder: 'view-link holder',
  editLinkHolder: 'edit-link holder',
};

/** One actor of the matrix: how it calls the API, and who it is to the policy. */
export interface MatrixActor {
  name: ActorName;
  /** null: no session */
  cookie: string | null;
  userId: string | null;
  /** the policy's view: its site role and its current team roles */
  policy: Actor;
  /** link holders: the share link they came with */
  shareLink?: { mode: ShareLinkMode; token: string };
}

/** Signed-in actors (their userId is set). */
export const signedIn = (actor: MatrixActor): actor is MatrixActor & { cookie: string; userId: string } =>
  actor.cookie !== null && actor.userId !== null;
