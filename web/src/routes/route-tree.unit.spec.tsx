// @vitest-environment happy-dom
import type { SessionUser } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../session/session';
import { createRoutes } from './route-tree';

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

function renderApp(path: string, user: SessionUser | null, fetchAnswer?: (url: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => fetchAnswer?.(String(input)) ?? new Response('{}', { status: 500 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, user);
  const router = createMemoryRouter(createRoutes({ queryClient }), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the route tree', () => {
  it('renders unknown paths as a 404 inside the shell, logged but not as a crash', async () => {
    renderApp('/no-such-page/here', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows the 403 page to signed-in coaches who open /admin', async () => {
    renderApp('/admin', coach);
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in as someone else' })).toBeTruthy();
  });

  it('sends signed-out visitors of /admin to sign in', async () => {
    const router = renderApp('/admin', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Sideline' })).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fadmin');
  });

  it.each([
    '/teams/t1/season/week?week=2026-11-23',
    '/teams/t1/season/recurrences',
    '/teams/t1/season',
    '/teams/t1/season/sections',
    '/teams/t1/season/markers',
    '/teams/t1/settings',
    '/trash',
    '/profile',
    '/history/drill/d1',
  ])('sends a signed-out visitor of %s to sign in and back, not to a dead end', async (path) => {
    const router = renderApp(path, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Sideline' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
  });

  it('shows the dashboard to admins', async () => {
    const summary = {
      counts: { users: 12, events: 3456, streams: 78 },
      projections: [
        { name: 'drill-list', lagEvents: 0, lagSeconds: 0, lastError: null, leaseholder: 'host-a' },
        { name: 'plan-detail', lagEvents: 3, lagSeconds: 2, lastError: 'boom', leaseholder: null },
      ],
      recent: [
        {
          at: new Date().toISOString(),
          type: 'DrillCreated',
          streamId: 'drill-9',
          actorName: 'Ada Admin',
          action: 'Created',
          entityKind: 'drill',
          entityName: 'Triangle passing',
          historyPath: '/history/drill/9',
        },
      ],
    };
    renderApp(
      '/admin',
      admin,
      () => new Response(JSON.stringify(summary), { headers: { 'content-type': 'application/json' } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('drill-list')).toBeTruthy();
    expect(screen.getByText('Up to date')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText(/created the drill/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '“Triangle passing”' }).getAttribute('href')).toBe('/history/drill/9');
  });

  it('shows the 500 page with Retry and copyable details when a loader fails', async () => {
    renderApp('/admin', admin, () => new Response('oops', { status: 500 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy error details' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /report a problem/i })).toBeNull();
  });

  it('greets a coach who has made something "Welcome back", by name', async () => {
    const plan = { id: 'p1', name: 'Tuesday', totalMinutes: 60, updatedAt: '2026-03-01T10:00:00Z' };
    renderApp(
      '/',
      coach,
      (url) =>
        new Response(
          JSON.stringify({
            items: url.startsWith('/api/practice-plans?') ? [plan] : [],
            invitations: [],
            total: 1,
            page: 1,
            pageSize: 5,
            pageCount: 1,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Casey' })).toBeTruthy();
    expect(screen.getAllByText('Casey Coach').length).toBeGreaterThan(0);
  });

  it('shows the site role under "Your account" as the admin users list words it, never a team role', async () => {
    const empty = () =>
      new Response(JSON.stringify({ items: [], invitations: [], total: 0, page: 1, pageSize: 5, pageCount: 0 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    const siteRoleOf = async () => {
      const account = within(await screen.findByRole('region', { name: 'Your account' }));
      return account.getByText('Site role').nextElementSibling?.textContent;
    };
    renderApp('/', coach, empty);
    expect(await siteRoleOf()).toBe('User');
    cleanup();
    renderApp('/', admin, empty);
    expect(await siteRoleOf()).toBe('Site admin');
  });

  it('greets a brand-new coach (no plans, boards or drafts) "Welcome", not "Welcome back"', async () => {
    renderApp(
      '/',
      coach,
      () =>
        new Response(JSON.stringify({ items: [], invitations: [], total: 0, page: 1, pageSize: 5, pageCount: 0 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Casey' })).toBeTruthy();
    await screen.findAllByText(/No plans yet/);
    expect(screen.queryByRole('heading', { level: 1, name: /Welcome back/ })).toBeNull();
  });

  it('explains Sideline to visitors on the home page', async () => {
    renderApp('/', null);
    expect(await screen.findByRole('heading', { level: 1, name: /Plan practice together/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe(
      '/login?mode=register',
    );
  });
});
