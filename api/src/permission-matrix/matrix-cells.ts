import { decidePermission, type Permission } from '@sideline/domain';
import { ACTOR_LABELS, type MatrixActor } from './matrix-actors';
import type { Fixture, MatrixWorld } from './matrix-world';
import {
  DEFAULT_ACTORS,
  NOTHING,
  type CellPlan,
  type RouteEntry,
  type RouteTable,
  type RouteTarget,
} from './route-table';

/** What one cell expects: the statuses that agree with the policy, and why. */
export interface CellExpectation {
  statuses: number[];
  /** the collab mode a token must carry */
  mode?: 'read' | 'write';
  because: string;
}

const TEAM_SCOPED = /^(team|season)\./;

const teamOfPermission = (permission: Permission): string | null =>
  'teamId' in permission && permission.teamId ? permission.teamId : null;

/**
 * The expected answer of a cell, from the policy. The API's deliberate 404s are encoded here once:
 * - a deleted item does not exist for whoever may not read it (its managers and site admins may);
 * - a team (its seasons, members, settings) does not exist for a signed-in user outside it (site admins see all);
 * - routes that look a thing up among the actor's own (`hidden`) answer 404 instead of 403.
 */
export function expectCell(entry: RouteEntry, actor: MatrixActor, plan: CellPlan): CellExpectation {
  const deleted = plan.asks.find(
    (p): p is Extract<Permission, { content: unknown }> => 'content' in p && p.content.deleted,
  );
  if (deleted && !decidePermission(actor.policy, { action: 'content.read', content: deleted.content }).allowed)
    return {
      statuses: [actor.policy ? 404 : 401],
      because: actor.policy ? 'deleted, hidden from those who may not read it' : 'sign in first',
    };
  if (plan.onlyFor && !plan.onlyFor.includes(actor.userId ?? '')) {
    const first = plan.asks.map((p) => decidePermission(actor.policy, p)).find((d) => !d.allowed);
    if (!first || first.allowed || first.reason !== 'unauthenticated')
      return { statuses: [404], because: 'not among the actor’s own: 404' };
  }
  for (const permission of plan.asks) {
    const decision = decidePermission(actor.policy, permission);
    if (decision.allowed) continue;
    const asked = permission.action;
    if (decision.reason === 'unauthenticated') return { statuses: [401], because: `${asked}: sign in first` };
    const teamId = teamOfPermission(permission);
    const outsideTeam =
      TEAM_SCOPED.test(asked) &&
      teamId !== null &&
      actor.policy &&
      actor.policy.role !== 'admin' &&
      !actor.policy.teamRoles?.[teamId];
    if (outsideTeam || plan.hidden) return { statuses: [404], because: `${asked}: refused, hidden as 404` };
    return { statuses: [403], because: `${asked}: ${decision.message}` };
  }
  const allowed = plan.asks.length ? plan.asks.map((p) => p.action).join(' + ') + ': allowed' : 'open to all';
  const mode = plan.collabMode && modeOf(actor, plan);
  const status = plan.outcome?.status ?? entry.success;
  const because = plan.outcome
    ? `${allowed}, then ${plan.outcome.why}`
    : entry.why
      ? `${allowed}, then ${entry.why}`
      : allowed;
  return { statuses: [status], because, ...(mode ? { mode } : {}) };
}

/** Write when the policy lets the actor edit what the token opens (with the same share link), else read. */
function modeOf(actor: MatrixActor, plan: CellPlan): 'read' | 'write' {
  const read = plan.asks.find((p): p is Extract<Permission, { action: 'content.read' }> => p.action === 'content.read');
  if (plan.collabMode === 'read' || !read) return 'read';
  return decidePermission(actor.policy, {
    action: 'content.edit',
    content: read.content,
    ...(read.shareLink ? { shareLink: read.shareLink } : {}),
  }).allowed
    ? 'write'
    : 'read';
}

export interface CellResult {
  route: string;
  actor: string;
  fixture: string;
  expected: CellExpectation;
  got: number;
  gotMode?: string;
  code?: string;
  ok: boolean;
}

/**
 * A cell expected to change what it runs on (a 2xx) gets a copy of its own. The others of a target share one copy: they
 * are refused (by the policy, or by a check after it), and should the API let one through anyway, it changes only that
 * copy (and the cell fails).
 */
function needsOwnCopy(entry: RouteEntry, actor: MatrixActor, plan: CellPlan): boolean {
  return expectCell(entry, actor, plan).statuses.some((status) => status >= 200 && status < 300);
}

/** How many copies of each fixture the table takes: the world makes that many before the cells run. */
export function demandOf(table: RouteTable, world: MatrixWorld): Map<string, number> {
  const demand = new Map<string, number>();
  for (const entry of Object.values(table))
    for (const t of entry.targets) {
      if (!t.fresh) continue;
      const shared = world.fixture(t.key);
      const own = (t.actors ?? DEFAULT_ACTORS).filter((name) =>
        needsOwnCopy(
          entry,
          world.actors[name],
          t.plan({ world, actor: world.actors[name], fixture: shared, prepared: {} }),
        ),
      ).length;
      demand.set(t.key, (demand.get(t.key) ?? 0) + own + 1);
    }
  return demand;
}

const METHOD = /^(GET|POST|PUT|PATCH|DELETE) /;

/** One cell, ready to run: its fixture is chosen when the cells are listed (copies are taken in table order). */
export interface Cell {
  route: string;
  entry: RouteEntry;
  target: RouteTarget;
  actor: MatrixActor;
  fixture: Fixture;
}

/** Every cell of one route (each target × each actor). */
export function cellsOf(world: MatrixWorld, route: string, entry: RouteEntry): Cell[] {
  return entry.targets.flatMap((t) => {
    let refusedCopy: Fixture | undefined;
    return (t.actors ?? DEFAULT_ACTORS).map((name) => {
      const actor = world.actors[name];
      let fixture: Fixture = t.key === NOTHING ? { id: '', ids: {} } : world.fixture(t.key);
      if (t.fresh)
        fixture = needsOwnCopy(entry, actor, t.plan({ world, actor, fixture, prepared: {} }))
          ? world.take(t.key)
          : (refusedCopy ??= world.take(t.key));
      return { route, entry, target: t, actor, fixture };
    });
  });
}

/** Runs one cell; a cell whose own set-up fails is reported as such (status 0), the others go on. */
export async function runCell(world: MatrixWorld, cell: Cell): Promise<CellResult> {
  try {
    return await world.alone(() => runCellOnce(world, cell));
  } catch (error) {
    const expected: CellExpectation = { statuses: [], because: 'the cell could not be set up' };
    return {
      route: cell.route,
      actor: ACTOR_LABELS[cell.actor.name],
      fixture: cell.target.label,
      expected,
      got: 0,
      code: String(error).slice(0, 200),
      ok: false,
    };
  }
}

async function runCellOnce(world: MatrixWorld, cell: Cell): Promise<CellResult> {
  const { route, entry, target: t, actor, fixture } = cell;
  const method = route.match(METHOD)![1]!;
  const prepared = t.prepare ? await t.prepare({ world, actor, fixture }) : {};
  const plan = t.plan({ world, actor, fixture, prepared });
  const expected = expectCell(entry, actor, plan);
  const cookie = plan.cookie ?? actor.cookie;
  const response = plan.stream
    ? await streamStatus(world, plan.url, cookie)
    : plan.remoteAddress
      ? await fromAddress(world, method, plan, cookie)
      : await world.call({
          method,
          url: plan.url,
          ...(cookie ? { cookie } : {}),
          ...(plan.body !== undefined ? { body: plan.body } : {}),
        });
  const gotMode = expected.mode ? (response.body?.mode as string | undefined) : undefined;
  const ok = expected.statuses.includes(response.status) && (!expected.mode || gotMode === expected.mode);
  return {
    route,
    actor: ACTOR_LABELS[actor.name],
    fixture: t.label,
    expected,
    got: response.status,
    ...(gotMode ? { gotMode } : {}),
    code: response.body?.error?.code,
    ok,
  };
}

/** An event stream never ends: read its status and hang up. */
async function streamStatus(
  world: MatrixWorld,
  url: string,
  cookie: string | null,
): Promise<{ status: number; body: undefined }> {
  const controller = new AbortController();
  const response = await fetch(`${await world.baseUrl()}${url}`, {
    signal: controller.signal,
    headers: cookie ? { cookie } : {},
  });
  controller.abort();
  return { status: response.status, body: undefined };
}

async function fromAddress(
  world: MatrixWorld,
  method: string,
  plan: CellPlan,
  cookie: string | null,
): Promise<{ status: number; body: any }> {
  const response = await world.api.app.inject({
    method: method as 'POST',
    url: plan.url,
    remoteAddress: plan.remoteAddress!,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(plan.body !== undefined ? { payload: JSON.stringify(plan.body) } : {}),
  });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
}
