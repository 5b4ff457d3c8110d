import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentAccess, TeamRole } from '@sideline/domain';
import type { LogPosition } from '@sideline/eventstore';
import { drillInput } from '../drills/testing/drill-fixtures';
import { formationInput } from '../formations/testing/formation-fixtures';
import { planInput } from '../practice-plans/testing/plan-fixtures';
import { TEAM_DETAILS } from '../teams/testing/team-fixtures';
import { TEST_PASSWORD, type TestApi, type TestResponse } from '../testing/test-api';
import { signInAdmin, signUpUser, type TestUser } from '../testing/test-users';
import type { Fixture } from './matrix-fixture';
import { makeGeneratedPractice, makeSeason } from './matrix-season-fixtures';
import { LINK_HOLDERS, PEOPLE, type ActorName, type MatrixActor, type PersonName } from './matrix-actors';

export const CONTENT_KINDS = ['drill', 'formation', 'plan', 'board'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * The content of the world, each kind in each of these places. The team's items are made by its coach; the removed
 * coach made his before he was removed; the archived team's coach made its items before it was archived.
 */
export const CONTENT_FIXTURES = [
  'public',
  'unlisted',
  'private',
  'outsiderPrivate',
  'team',
  'teamPublished',
  'removedCoachTeam',
  'archivedTeam',
] as const;
export type ContentFixtureName = (typeof CONTENT_FIXTURES)[number];
/** Only plans are published or not; for the other kinds `teamPublished` would repeat `team`. */
export const fixturesOf = (kind: ContentKind): readonly ContentFixtureName[] =>
  kind === 'plan' ? CONTENT_FIXTURES : CONTENT_FIXTURES.filter((f) => f !== 'teamPublished');

export type { Fixture } from './matrix-fixture';

type Factory = () => Promise<Fixture>;

/**
 * Requests at once, while building and while the cells run: each client waits only for its own writes (`alone`), so a
 * few at once keep the API's queue (opened as wide by the spec) and the database busy.
 */
export const MATRIX_CONCURRENCY = Number(process.env.MATRIX_CONCURRENCY ?? 8);

/**
 * The coach's import batch takes a row from every cell the policy lets add one (the coach, site admins): room for all.
 */
const IMPORT_BATCH_ROWS = 20;

/** The path of an API collection per kind. */
export const COLLECTION: Record<ContentKind, string> = {
  drill: 'drills',
  formation: 'formations',
  plan: 'practice-plans',
  board: 'boards',
};
const ANSWER_KEY: Record<ContentKind, string> = {
  drill: 'drill',
  formation: 'formation',
  plan: 'plan',
  board: 'board',
};

/**
 * The fixture world: one team with every role, an archived team, content of every kind in every place, a season,
 * share links. Built once per run through the API. Shared fixtures are read by every cell; a cell of a route that
 * changes what it runs on takes a fresh copy from a pool, made with the rest of the world (copies of the removed
 * coach's and the archived team's items must be made before the removal and the archiving, like the originals).
 */
export class MatrixWorld {
  readonly actors = {} as Record<ActorName, MatrixActor>;
  readonly users = {} as Record<Exclude<PersonName, 'anonymous'>, TestUser>;
  teamId = '';
  archivedTeamId = '';
  /** the archived team and its copies */
  readonly archivedTeamIds = new Set<string>();
  private readonly factories = new Map<string, Factory>();
  /**
   * made after the other shared fixtures: they build on one of them (a link to the team board, a comment on a drill…)
   */
  private readonly dependent = new Set<string>();
  /**
   * copies of the two teams: the same people are in them in the same roles (the removed coach aside: never in a copy)
   */
  private readonly copiesOf = new Map<string, () => string>();
  private readonly shared = new Map<string, Fixture>();
  private readonly pools = new Map<string, Fixture[]>();

  constructor(readonly api: TestApi) {}

  /** The shared fixture of a key (made on first use while building). */
  fixture(key: string): Fixture {
    const found = this.shared.get(key);
    if (!found) throw new Error(`no fixture ${key}`);
    return found;
  }

  /** A fresh copy that no other cell sees. */
  take(key: string): Fixture {
    const copy = this.pools.get(key)?.pop();
    if (!copy) throw new Error(`the pool ${key} ran dry: count its demand`);
    return copy;
  }

  private readonly readAfter = new AsyncLocalStorage<Map<string, LogPosition>>();

  /**
   * Runs `work` as a client of its own: its reads wait for the read models to have its own writes (read-your-writes),
   * not everyone's. Fixtures and cells do not read each other's writes (the build waits for all of them between its
   * phases), so they need not wait for one another's.
   */
  alone<T>(work: () => Promise<T>): Promise<T> {
    return this.readAfter.run(new Map(), work);
  }

  /** A request of the current client (see `alone`). */
  call(options: Omit<Parameters<TestApi['request']>[0], 'readAfter'>): Promise<TestResponse> {
    const readAfter = this.readAfter.getStore();
    return this.api.request({ ...options, ...(readAfter ? { readAfter } : {}) });
  }

  async request(
    actor: MatrixActor | TestUser | null,
    method: string,
    url: string,
    body?: unknown,
    expected?: number,
  ): Promise<TestResponse> {
    const response = await this.call({
      method,
      url,
      ...(actor?.cookie ? { cookie: actor.cookie } : {}),
      ...(body !== undefined ? { body } : {}),
    });
    if (expected !== undefined && response.status !== expected)
      throw new Error(`world: ${method} ${url} → ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  }

  emailOf(name: ActorName): string {
    return name === 'siteAdmin' ? 'site-admin@matrix.example' : `${name.toLowerCase()}@matrix.example`;
  }

  /**
   * Builds the world: people, teams and shared fixtures, then `demandOf(world)` fresh copies per fixture key (made
   * before the coach's removal and the archiving, like the originals), then the removal and the archiving.
   */
  async build(demandOf: (world: MatrixWorld) => ReadonlyMap<string, number>): Promise<void> {
    const u = this.users;
    const names = {
      owner: 'Olive Owner',
      teamAdmin: 'Tess Admin',
      coach: 'Cole Coach',
      member: 'Mia Member',
      removedCoach: 'Remy Removed',
      outsider: 'Otto Outsider',
      archivedCoach: 'Arch Coach',
    } as const;
    for (const [name, displayName] of Object.entries(names))
      u[name as keyof typeof names] = await signUpUser(this.api, this.emailOf(name as ActorName), displayName);
    u.siteAdmin = await signInAdmin(this.api, this.emailOf('siteAdmin'));
    this.teamId = await this.makeTeam({ teamAdmin: 'admin', coach: 'coach', member: 'member', removedCoach: 'coach' });
    this.archivedTeamId = await this.makeTeam({ archivedCoach: 'coach' });
    this.archivedTeamIds.add(this.archivedTeamId);
    this.defineFactories();
    const shared = (keys: string[]) =>
      keys.map((key) => async () => this.shared.set(key, await this.factories.get(key)!()));
    const keys = [...this.factories.keys()];
    await this.inParallel(shared(keys.filter((key) => !this.dependent.has(key))));
    await this.inParallel(shared(keys.filter((key) => this.dependent.has(key))));
    this.defineActors();
    const demand = demandOf(this);
    const copies = [...demand].flatMap(([key, count]) => {
      const factory = this.factories.get(key);
      if (!factory) throw new Error(`no factory for fixture ${key}`);
      this.pools.set(key, []);
      return Array.from({ length: count }, () => async () => this.pools.get(key)!.push(await factory()));
    });
    await this.inParallel(copies);
    this.defineActors();
    await this.request(u.owner, 'DELETE', `/api/teams/${this.teamId}/members/${u.removedCoach.userId}`, undefined, 200);
    await this.inParallel(
      [...this.archivedTeamIds].map(
        (teamId) => () => this.request(u.owner, 'POST', `/api/teams/${teamId}/archive`, undefined, 200),
      ),
    );
    await this.caughtUp();
  }

  /** Runs the jobs, each a client of its own, a few at a time; then waits until the read models have all they wrote. */
  private async inParallel(jobs: (() => Promise<unknown>)[]): Promise<void> {
    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: MATRIX_CONCURRENCY }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await this.alone(job);
      }),
    );
    await this.caughtUp();
  }

  /** Every read model has every event written so far. */
  async caughtUp(): Promise<void> {
    const { core } = this.api;
    const { position } = await core.store.head();
    if (!(await core.watcher.waitFor(position, core.readModelNames, 60_000)))
      throw new Error('world: the read models did not catch up');
  }

  /** A team owned by the owner, with these users in these roles (through invite links). */
  async makeTeam(
    roles: Partial<Record<PersonName, Exclude<TeamRole, 'owner'>>>,
    details: Record<string, unknown> = {},
  ): Promise<string> {
    const team = await this.request(
      this.users.owner,
      'POST',
      '/api/teams',
      { ...TEAM_DETAILS, practiceStartTime: '17:30', practiceMinutes: 90, ...details },
      201,
    );
    const teamId = team.body.team.id as string;
    for (const [name, role] of Object.entries(roles)) {
      const token = await this.inviteToken(teamId, role);
      await this.request(
        this.users[name as keyof typeof this.users],
        'POST',
        `/api/teams/invites/${token}/join`,
        undefined,
        200,
      );
    }
    return teamId;
  }

  /** A new invite link's secret, made by the owner. */
  async inviteToken(teamId: string, role: string = 'member'): Promise<string> {
    const link = await this.request(this.users.owner, 'POST', `/api/teams/${teamId}/invite-links`, { role }, 201);
    return String(link.body.url).split('/teams/join/')[1]!;
  }

  private defineActors(): void {
    const roles: Record<PersonName, Record<string, TeamRole>> = {
      siteAdmin: {},
      owner: { [this.teamId]: 'owner', [this.archivedTeamId]: 'owner' },
      teamAdmin: { [this.teamId]: 'admin' },
      coach: { [this.teamId]: 'coach' },
      member: { [this.teamId]: 'member' },
      removedCoach: {},
      outsider: {},
      archivedCoach: { [this.archivedTeamId]: 'coach' },
      anonymous: {},
    };
    for (const name of PEOPLE)
      for (const [copy, original] of this.copiesOf) {
        const role = name === 'removedCoach' ? undefined : roles[name][original()];
        if (role) roles[name][copy] = role;
      }
    for (const name of PEOPLE) {
      const user = name === 'anonymous' ? null : this.users[name];
      // As the session reads it: the teams they are in, and which of those are archived.
      const archivedTeamIds = Object.keys(roles[name]).filter((teamId) => this.archivedTeamIds.has(teamId));
      this.actors[name] = {
        name,
        cookie: user?.cookie ?? null,
        userId: user?.userId ?? null,
        policy: user
          ? {
              userId: user.userId,
              role: name === 'siteAdmin' ? 'admin' : 'user',
              teamRoles: roles[name],
              archivedTeamIds,
            }
          : null,
      };
    }
    for (const name of LINK_HOLDERS) {
      const mode = name === 'viewLinkHolder' ? 'view' : 'edit';
      this.actors[name] = {
        name,
        cookie: null,
        userId: null,
        policy: null,
        shareLink: { mode, token: this.fixture(`boardShareLink:${mode}`).id },
      };
    }
  }

  /** Who made each content fixture, and where. */
  private contentPlace(name: ContentFixtureName): {
    by: TestUser;
    visibility: ContentAccess['visibility'];
    teamId: string | null;
    publish?: boolean;
  } {
    const u = this.users;
    switch (name) {
      case 'public':
      case 'unlisted':
      case 'private':
        return { by: u.coach, visibility: name, teamId: null };
      case 'outsiderPrivate':
        return { by: u.outsider, visibility: 'private', teamId: null };
      case 'team':
        return { by: u.coach, visibility: 'team', teamId: this.teamId };
      case 'teamPublished':
        return { by: u.coach, visibility: 'team', teamId: this.teamId, publish: true };
      case 'removedCoachTeam':
        return { by: u.removedCoach, visibility: 'team', teamId: this.teamId };
      case 'archivedTeam':
        return { by: u.archivedCoach, visibility: 'team', teamId: this.archivedTeamId };
    }
  }

  /** An item of a kind in a place; `deleted` by its managers, or `edited` once by its creator (version 2 on). */
  async makeContent(
    kind: ContentKind,
    name: ContentFixtureName,
    state: 'deleted' | 'edited' | null = null,
  ): Promise<Fixture> {
    const deleted = state === 'deleted';
    const { by, visibility, teamId, publish } = this.contentPlace(name);
    const team = teamId ? { teamId } : {};
    const body = {
      drill: () => drillInput({ name: `Matrix ${name} drill`, visibility, ...team }),
      formation: () => formationInput({ name: `Matrix ${name} formation`, visibility, ...team }),
      plan: () => planInput({ name: `Matrix ${name} plan`, visibility, ...team }),
      board: () => ({
        name: `Matrix ${name} board`,
        sport: 'quadball',
        courtTemplateId: 'quadball-full',
        visibility,
        ...team,
      }),
    }[kind]();
    const created = await this.request(by, 'POST', `/api/${COLLECTION[kind]}`, body, 201);
    const item = created.body[ANSWER_KEY[kind]] as { id: string; version?: number };
    if (publish) await this.request(by, 'POST', `/api/practice-plans/${item.id}/publish`, {}, 200);
    if (state === 'edited') await this.editContent(by, kind, item.id, body);
    // Team content is the team's: its managers delete it, not its creator as such.
    if (deleted)
      await this.request(
        teamId ? this.users.owner : by,
        'DELETE',
        `/api/${COLLECTION[kind]}/${item.id}`,
        undefined,
        204,
      );
    const access: ContentAccess = {
      ownerId: by.userId,
      visibility,
      teamId,
      editableByOthers: false,
      deleted,
      ...(kind === 'plan' ? { published: publish === true } : {}),
    };
    return {
      id: item.id,
      ids: { version: String(item.version ?? 1) },
      access,
      ownerId: by.userId,
      ...(teamId ? { teamId } : {}),
    };
  }

  private defineFactories(): void {
    const f = this.factories;
    for (const key of [
      'boardShareLink:view',
      'boardShareLink:edit',
      'comment:member',
      'seasonLinks',
      'practice:generated',
      'practice:generatedArchived',
    ])
      this.dependent.add(key);
    const u = this.users;
    for (const kind of CONTENT_KINDS)
      for (const name of fixturesOf(kind)) {
        f.set(`${kind}:${name}`, () => this.makeContent(kind, name));
        f.set(`${kind}:${name}:deleted`, () => this.makeContent(kind, name, 'deleted'));
        f.set(`${kind}:${name}:edited`, () => this.makeContent(kind, name, 'edited'));
      }
    f.set('boardShareLink:view', () => this.makeShareLink('view'));
    f.set('boardShareLink:edit', () => this.makeShareLink('edit'));
    f.set('season:main', () => makeSeason(this, this.teamId, u.coach));
    f.set('season:archived', () => makeSeason(this, this.archivedTeamId, u.archivedCoach));
    f.set('practice:generated', () => makeGeneratedPractice(this, 'season:main', u.coach));
    f.set('practice:generatedArchived', () => makeGeneratedPractice(this, 'season:archived', u.archivedCoach));
    f.set('comment:member', async () => {
      const drill = this.fixture('drill:public');
      const made = await this.request(u.member, 'POST', `/api/drills/${drill.id}/comments`, { body: 'Nice one' }, 201);
      return { id: made.body.comment.id, ids: {}, ownerId: u.member.userId };
    });
    f.set('feedback:memberBug', () => this.makeFeedback(u.member, 'bug'));
    f.set('feedback:outsiderIdea', () => this.makeFeedback(u.outsider, 'idea'));
    f.set('feedback:visitor', async () => {
      const made = await this.request(
        null,
        'POST',
        '/api/feedback',
        { kind: 'question', text: 'Matrix question' },
        201,
      );
      // The private link is the web page's: /feedback?token=…
      return { id: new URL(String(made.body.followUpUrl)).searchParams.get('token') ?? '', ids: {} };
    });
    f.set('suggestion:member', async () => {
      const made = await this.request(
        u.member,
        'POST',
        '/api/poll/suggestions',
        { text: `Matrix suggestion ${crypto.randomUUID().slice(0, 8)}` },
        201,
      );
      return { id: made.body.suggestion.id, ids: {}, ownerId: u.member.userId };
    });
    f.set('importBatch:coach', async () => {
      const made = await this.request(
        u.coach,
        'POST',
        '/api/drills/import-batches',
        { fileName: 'drills.csv', sport: 'quadball', visibility: 'private', total: IMPORT_BATCH_ROWS },
        201,
      );
      return { id: made.body.batchId, ids: {}, ownerId: u.coach.userId };
    });
    f.set('draft:coach', async () => {
      const made = await this.request(u.coach, 'POST', '/api/practice-plans/drafts', {}, 201);
      return { id: made.body.draft.id, ids: {}, ownerId: u.coach.userId };
    });
    f.set('team:the', async () => ({ id: this.teamId, ids: {}, teamId: this.teamId }));
    f.set('team:theArchived', async () => ({ id: this.archivedTeamId, ids: {}, teamId: this.archivedTeamId }));
    f.set('inviteLink:joinable', async () => {
      const teamId = await this.makeTeam({}, { name: 'Matrix joinable team' });
      return { id: await this.inviteToken(teamId), ids: {}, teamId };
    });
    f.set('inviteLink:archived', async () => {
      const link = await this.request(
        u.owner,
        'POST',
        `/api/teams/${this.archivedTeamId}/invite-links`,
        { role: 'member' },
        201,
      );
      return { id: link.body.link.id, ids: { inviteId: link.body.link.id }, teamId: this.archivedTeamId };
    });
    f.set('seasonLinks', async () => {
      const { ids } = this.fixture('season:main');
      const rotate = (kind: string) =>
        this.request(
          u.owner,
          'POST',
          `/api/teams/${this.teamId}/seasons/${ids.seasonId}/share-links/${kind}/rotate`,
          undefined,
          201,
        );
      const token = async (kind: string) =>
        new URL(String((await rotate(kind)).body.url), 'http://x').searchParams.get('token') ?? '';
      return {
        id: ids.seasonId!,
        ids: { view: await token('view'), calendar: await token('calendar') },
        teamId: this.teamId,
      };
    });
    f.set('team:main', async () => {
      const teamId = await this.makeTeam(
        { teamAdmin: 'admin', coach: 'coach', member: 'member' },
        { name: 'Matrix copy' },
      );
      this.copiesOf.set(teamId, () => this.teamId);
      return { id: teamId, ids: {}, teamId };
    });
    f.set('team:archived', async () => {
      const teamId = await this.makeTeam({ archivedCoach: 'coach' }, { name: 'Matrix archived copy' });
      this.archivedTeamIds.add(teamId);
      this.copiesOf.set(teamId, () => this.archivedTeamId);
      return { id: teamId, ids: {}, teamId };
    });
  }

  private async editContent(
    by: TestUser,
    kind: ContentKind,
    id: string,
    created: Record<string, unknown>,
  ): Promise<void> {
    const name = `${String(created.name)}, edited`;
    const url = `/api/${COLLECTION[kind]}/${id}`;
    if (kind === 'drill') await this.request(by, 'PUT', url, { ...created, name }, 200);
    else if (kind === 'plan')
      await this.request(by, 'POST', `${url}/commands`, { type: 'SetPlanMetadata', changes: { name } }, 200);
    else await this.request(by, 'PATCH', url, { name }, 200);
  }

  private async makeShareLink(mode: 'view' | 'edit'): Promise<Fixture> {
    const board = this.fixture('board:team');
    const made = await this.request(this.users.owner, 'POST', `/api/boards/${board.id}/share-links`, { mode }, 201);
    const token = made.body.link.token as string;
    return { id: token, ids: { boardId: board.id, linkId: made.body.link.id }, access: board.access! };
  }

  /** A new account, registered from an address of its own (sign-ups are counted per network). */
  async signUp(displayName: string): Promise<TestUser & { email: string }> {
    const email = `someone-${crypto.randomUUID()}@matrix.example`;
    const response = await this.api.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: testAddress(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: TEST_PASSWORD, displayName }),
    });
    const setCookie = response.headers['set-cookie'];
    const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;
    if (response.statusCode !== 201) throw new Error(`world: sign-up → ${response.statusCode} ${response.body}`);
    return { email, cookie, userId: (JSON.parse(response.body) as { user: { id: string } }).user.id };
  }

  /** A server for the routes inject cannot answer (event streams), on a free port: started on first use. */
  async baseUrl(): Promise<string> {
    this.listening ??= this.api.app.listen(0, '127.0.0.1').then(() => {
      const address = this.api.app.getHttpServer().address() as { port: number };
      return `http://127.0.0.1:${address.port}`;
    });
    return this.listening;
  }

  private listening: Promise<string> | undefined;

  private async makeFeedback(by: TestUser, kind: 'bug' | 'idea'): Promise<Fixture> {
    const made = await this.request(by, 'POST', '/api/feedback', { kind, text: `Matrix ${kind}` }, 201);
    return { id: made.body.feedback.id, ids: {}, ownerId: by.userId };
  }
}

/** An address in 198.18.0.0/15 (set aside for tests): routes that count per network see each cell as another one. */
export const testAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
