import type { SessionUser } from '@sideline/domain';
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../session/session';
import { adminAccess, createAdminLoader } from './admin-loader';
import type { AdminSummary } from './admin-summary';

const coach: SessionUser = {
  id: 'u1',
  email: 'coach@example.com',
  displayName: 'Casey Coach',
  role: 'user',
  can: { adminArea: false, createContent: true },
};
const admin: SessionUser = {
  id: 'u2',
  email: 'admin@example.com',
  displayName: 'Ada Admin',
  role: 'admin',
  can: { adminArea: true, createContent: true },
};
const summary: AdminSummary = {
  counts: { users: 3, events: 120 },
  projections: [
    { name: 'drill-list', lagEvents: 0, lagSeconds: 0, lastError: null, leaseholder: 'host-1', eventsProcessed: 10 },
  ],
  recent: [
    {
      at: '2026-01-01T10:00:00Z',
      type: 'DrillCreated',
      streamId: 'drill-1',
      actorName: 'Ada Admin',
      action: 'Created',
      entityKind: 'drill',
      entityName: 'Triangle passing',
      historyPath: '/history/drill/1',
    },
  ],
};

function setup(user: SessionUser | null, response?: Response) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, user);
  const fetchMock = vi.fn(async () => response ?? new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  const loader = createAdminLoader(queryClient);
  const run = (url = 'http://sideline.test/admin?tab=projections') =>
    loader({ request: new Request(url), params: {} } as LoaderFunctionArgs);
  return { queryClient, fetchMock, run };
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error('expected the loader to throw');
}

const errorResponse = (status: number) =>
  new Response(JSON.stringify({ error: { code: `HTTP.${status}`, message: 'No.' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('adminAccess', () => {
  it('sends signed-out people to sign in, forbids coaches, allows admins', () => {
    expect(adminAccess(null)).toBe('sign-in');
    expect(adminAccess(coach)).toBe('forbidden');
    expect(adminAccess(admin)).toBe('allowed');
  });
});

describe('the admin loader', () => {
  it('redirects signed-out people to /login with a next back to the page, without calling the API', async () => {
    const { run, fetchMock } = setup(null);
    const thrown = await thrownBy(run());
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/login?next=%2Fadmin%3Ftab%3Dprojections');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws a 403 for signed-in non-admins, for the error element to render', async () => {
    const { run, fetchMock } = setup(coach);
    const thrown = (await thrownBy(run())) as { init: ResponseInit };
    expect(thrown.init.status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the summary for admins', async () => {
    const { run, fetchMock } = setup(
      admin,
      new Response(JSON.stringify(summary), { headers: { 'content-type': 'application/json' } }),
    );
    await expect(run()).resolves.toEqual(summary);
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/summary', expect.anything());
  });

  it('redirects to sign in when the server says the session ended (401), and forgets the user', async () => {
    const { run, queryClient } = setup(admin, errorResponse(401));
    const thrown = (await thrownBy(run('http://sideline.test/admin'))) as Response;
    expect(thrown.headers.get('location')).toBe('/login?next=%2Fadmin');
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('shows the 403 page when the server says the user is not an admin', async () => {
    const { run } = setup(admin, errorResponse(403));
    const thrown = (await thrownBy(run())) as { init: ResponseInit };
    expect(thrown.init.status).toBe(403);
  });

  it('lets other failures reach the error element as they are', async () => {
    const { run } = setup(admin, errorResponse(500));
    const thrown = (await thrownBy(run())) as { status: number };
    expect(thrown.status).toBe(500);
  });
});
