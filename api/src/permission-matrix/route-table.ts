import type { Permission } from '@sideline/domain';
import { PEOPLE, type ActorName, type MatrixActor } from './matrix-actors';
import type { Fixture, MatrixWorld } from './matrix-world';

/** One request of the matrix and what it asks the policy. */
export interface CellPlan {
  url: string;
  body?: unknown;
  /**
   * The permissions the route asks, in the order it asks them (the first refusal answers). Empty: the route is open
   * to everyone (sign-in, docs, templates, token links whose token is the permission).
   */
  asks: Permission[];
  /** refusals are answered 404: the route looks the thing up among what the actor may know of (mine, my teams) */
  hidden?: boolean;
  /**
   * tokens for collab documents: `write` when the policy lets the actor edit what it opens, else read (`read`: never
   * write)
   */
  collabMode?: 'read' | 'write';
  /**
   * the route looks it up among the actor's own (their drafts, invitations to them, teams they are in): others get 404
   */
  onlyFor?: readonly string[];
  /** when allowed, a rule after the policy answers this instead of `success` (the last owner may not leave) */
  outcome?: { status: number; why: string };
  /** sent from this address (routes that count per network, like feedback, would otherwise refuse the later cells) */
  remoteAddress?: string;
  /** an event stream: called over HTTP, only its status is read */
  stream?: boolean;
  /** call with this session instead of the actor's own (a spare session, for routes that end sessions) */
  cookie?: string;
}

export interface CellContext {
  world: MatrixWorld;
  actor: MatrixActor;
  /** the fixture of the target: shared, or a fresh copy for routes that change it */
  fixture: Fixture;
  /** what `prepare` made for this cell (empty while the table's demand is counted) */
  prepared: Record<string, string>;
}

export interface RouteTarget {
  /** the fixture's name, as the failure report shows it */
  label: string;
  /** the fixture key: shared by every cell unless `fresh` */
  key: string;
  /** each cell takes a fresh copy (the route changes or removes what it runs on) */
  fresh?: boolean;
  actors?: readonly ActorName[];
  /** makes what only this cell uses (an invitation to the actor, a spare session), before the request */
  prepare?(cell: Omit<CellContext, 'prepared'>): Promise<Record<string, string>>;
  plan(cell: CellContext): CellPlan;
}

export interface RouteEntry {
  /**
   * the answer when the policy allows: 2xx, or the code of a check the route makes after the policy (named in `why`)
   */
  success: number;
  why?: string;
  targets: RouteTarget[];
  /** its cells end sessions of the actors (sign out everywhere…): they run after all the others, one at a time */
  last?: boolean;
}

/** `METHOD /path/{param}`, as in the OpenAPI document. */
export type RouteTable = Record<string, RouteEntry>;

/** A target with no fixture of its own (routes on the actor's own account, or open ones). */
export const NOTHING = 'none';

export const target = (
  label: string,
  key: string,
  plan: RouteTarget['plan'],
  options: Pick<RouteTarget, 'fresh' | 'actors' | 'prepare'> = {},
): RouteTarget => ({ label, key, plan, ...options });

/** A route with one target and no fixture. */
export const plain = (
  success: number,
  plan: (cell: CellContext) => CellPlan,
  options: Pick<RouteTarget, 'actors' | 'prepare'> & { why?: string } = {},
): RouteEntry => {
  const { why, ...rest } = options;
  return { success, ...(why ? { why } : {}), targets: [target('-', NOTHING, plan, rest)] };
};

/** Open to everyone: the policy is not asked. */
export const open = (success: number, url: string, body?: unknown): RouteEntry =>
  plain(success, () => ({ url, ...(body !== undefined ? { body } : {}), asks: [] }));

export const SIGNED_IN: Permission = { action: 'account.signedIn' };

/** Routes on the actor's own account: they only ask to be signed in. */
export const own = (success: number, url: string, body?: unknown, why?: string): RouteEntry =>
  plain(success, () => ({ url, ...(body !== undefined ? { body } : {}), asks: [SIGNED_IN] }), why ? { why } : {});

export const DEFAULT_ACTORS = PEOPLE;
