import { AUDIT_LIVE_KEY, can, type Actor, type ContentAccess } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import {
  boardAccessOf,
  drillRefsByIds,
  findBoard,
  findDrillImportBatch,
  findFormationAccess,
  findPlanAccess,
  findPlanDraft,
  findSeason,
} from '@sideline/projections';

/** Who may hear of a change to one key: asked once per subscriber, after the key's facts were looked up once. */
export type Audience = (actor: Actor) => boolean;

const everyone: Audience = () => true;
const nobody: Audience = () => false;

/** Keys that say "some list changed" (`drills`, `plans`…): they name nothing, so every page may hear them. */
const LIST_KEYS = new Set(['drills', 'formations', 'plans', 'boards', 'teams', 'feedback', 'poll']);

/** The kind of item each list holds: a list key is heard only with an item of it the page may read (listKeyHeard). */
const LIST_ITEM_KIND: Record<string, string> = {
  drills: 'drill',
  formations: 'formation',
  plans: 'plan',
  boards: 'board',
  teams: 'team',
};

/**
 * Whether a page hears a list key of a change: not when the change names items of that list and the page may read
 * none of them (a visitor would learn when someone edits a private drill). Other keys: as their audience says.
 */
export function listKeyHeard(key: string, changed: readonly string[], heard: readonly string[]): boolean {
  const kind = LIST_ITEM_KIND[key];
  if (!kind) return true;
  const prefix = `${kind}:`;
  return !changed.some((other) => other.startsWith(prefix)) || heard.some((other) => other.startsWith(prefix));
}

const readers = (access: ContentAccess | null): Audience =>
  access ? (actor) => can(actor, { action: 'content.read', content: access }) : nobody;

type AudienceLookup = (db: Queryable, id: string) => Promise<Audience>;

/** Each kind of key the projections announce, and who may hear of it. A kind missing here reaches nobody. */
const BY_KIND: Record<string, AudienceLookup> = {
  drill: async (db, id) => readers((await drillRefsByIds(db, [id]))[0]?.access ?? null),
  formation: async (db, id) => readers(await findFormationAccess(db, id)),
  plan: async (db, id) => readers(await findPlanAccess(db, id)),
  board: async (db, id) => {
    const board = await findBoard(db, id);
    return readers(board ? boardAccessOf(board) : null);
  },
  'plan-draft': async (db, id) => {
    const ownerId = (await findPlanDraft(db, id))?.ownerId;
    return (actor) => actor !== null && actor.userId === ownerId;
  },
  'drill-import': async (db, id) => {
    const batch = await findDrillImportBatch(db, id);
    return batch ? (actor) => can(actor, { action: 'drillImport.manage', importerId: batch.importerId }) : nobody;
  },
  user: async (_db, id) => (actor) =>
    actor !== null && (actor.userId === id || can(actor, { action: 'user.manage', targetUserId: id })),
  'user-teams': async (_db, id) => (actor) => actor !== null && actor.userId === id,
  team: async (_db, id) => (actor) => can(actor, { action: 'team.read', teamId: id }),
  season: async (db, id) => {
    const teamId = (await findSeason(db, id))?.teamId;
    return teamId ? (actor) => can(actor, { action: 'season.read', teamId }) : nobody;
  },
  'team-seasons': async (_db, id) => (actor) => can(actor, { action: 'season.read', teamId: id }),
};

/** New rows in the audit index: the whole site's activity, so site admins only. */
const admins: Audience = (actor) => can(actor, { action: 'admin.access' });

/** The audience of one key of a change. */
export async function audienceOf(db: Queryable, key: string): Promise<Audience> {
  if (LIST_KEYS.has(key)) return everyone;
  if (key === AUDIT_LIVE_KEY) return admins;
  const colon = key.indexOf(':');
  const lookup = colon > 0 ? BY_KIND[key.slice(0, colon)] : undefined;
  return lookup ? lookup(db, key.slice(colon + 1)) : nobody;
}
