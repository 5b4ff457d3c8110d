import { verifyCollabToken } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, signInAdmin, signUpUser, type TestUser } from '../boards/testing/board-fixtures';
import { createPlan } from '../practice-plans/testing/plan-fixtures';
import { TEST_COLLAB_SECRET, openTestApi, type TestApi } from '../testing/test-api';
import { collabSigner } from './collab-tokens';

describe.each(databaseTargets())('collab tokens on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    api = await openTestApi(target, {}, { collabMetrics: () => ({ documents: 2, connections: 3 }) });
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    stranger = await signUpUser(api, 'stranger@example.com', 'Sam Stranger');
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const token = (documentName: unknown, cookie?: string) =>
    api.request({ method: 'POST', url: '/api/collab/token', body: { documentName }, ...(cookie ? { cookie } : {}) });

  it('gives owners and admins write, visitors and strangers read on public boards', async () => {
    const open = await createBoard(api, owner.cookie, { visibility: 'public' });
    const cases: Array<[TestUser | null, string]> = [
      [owner, 'write'],
      [admin, 'write'],
      [stranger, 'read'],
      [null, 'read'],
    ];
    for (const [user, mode] of cases) {
      const response = await token(open.documentName, user?.cookie);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ mode, documentName: open.documentName });
      const check = verifyCollabToken(
        response.body.token,
        { documentName: open.documentName, now: new Date() },
        collabSigner(TEST_COLLAB_SECRET),
      );
      expect(check).toMatchObject({ ok: true, claims: { mode, sub: user?.userId ?? null, link: null } });
      expect(new Date(response.body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    }
  });

  it('refuses private boards to strangers (403) and visitors (401)', async () => {
    const board = await createBoard(api, owner.cookie);
    expect((await token(board.documentName, stranger.cookie)).status).toBe(403);
    expect((await token(board.documentName)).status).toBe(401);
  });

  it('refuses deleted boards, unknown documents and bad names without a 500', async () => {
    const board = await createBoard(api, owner.cookie);
    await api.request({ method: 'DELETE', url: `/api/boards/${board.id}`, cookie: owner.cookie });
    expect((await token(board.documentName, owner.cookie)).body.error.code).toBe('COLLAB.DOCUMENT_DELETED');
    expect((await token(`board:${crypto.randomUUID()}`, owner.cookie)).status).toBe(404);
    expect((await token(`plan:${crypto.randomUUID()}`, owner.cookie)).status).toBe(404);
    for (const bad of ['board:1', 'drill:x', 42, null, 'x'.repeat(500)]) {
      const response = await token(bad, owner.cookie);
      expect(response.status).toBe(400);
      expect(response.body.error.details.fields).toHaveProperty('documentName');
    }
  });

  it('opens plan presence rooms read-only to whoever may read the plan, even its owner', async () => {
    const open = await createPlan(api, owner.cookie, { visibility: 'public' });
    for (const user of [owner, stranger, null]) {
      const response = await token(`plan:${open.id}`, user?.cookie);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ mode: 'read', documentName: `plan:${open.id}` });
    }
    const secret = await createPlan(api, owner.cookie, { visibility: 'private' });
    expect((await token(`plan:${secret.id}`, stranger.cookie)).status).toBe(403);
    expect((await token(`plan:${secret.id}`)).status).toBe(401);
    expect((await token(`plan:${secret.id}`, owner.cookie)).body.mode).toBe('read');
  });

  it('shows the collab metrics to admins only', async () => {
    expect((await api.request({ method: 'GET', url: '/api/collab/metrics' })).status).toBe(401);
    expect((await api.request({ method: 'GET', url: '/api/collab/metrics', cookie: owner.cookie })).status).toBe(403);
    const metrics = await api.request({ method: 'GET', url: '/api/collab/metrics', cookie: admin.cookie });
    expect(metrics.body).toEqual({ available: true, documents: 2, connections: 3 });
  });
});
