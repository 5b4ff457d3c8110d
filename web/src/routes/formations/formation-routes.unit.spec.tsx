// @vitest-environment happy-dom
import type { SessionUser } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../session/session';
import type { FormationDetail, FormationListPage } from '@sideline/domain';
import { createRoutes } from '../route-tree';

const coach: SessionUser = {
  id: 'u1',
  email: 'coach@example.com',
  displayName: 'Casey Coach',
  role: 'user',
  can: { adminArea: false, createContent: true },
};
const FORMATION_ID = '7c0c1d3e-0000-4000-8000-000000000001';

const formation: FormationDetail = {
  id: FORMATION_ID,
  sport: 'basketball',
  name: 'Horns',
  briefDescription: 'Two bigs at the elbows.',
  tags: ['half court', 'pick and roll'],
  formationType: 'offense',
  courtTemplateId: 'basketball-half',
  visibility: 'public',
  teamId: null,
  ownerId: 'u2',
  ownerName: 'Robin Reyes',
  votes: { up: 2, down: 0, score: 2 },
  myVote: 0,
  usedInPlanCount: 0,
  diagramVersionCount: 3,
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-03T10:00:00Z',
  detailedDescription: '',
  editableByOthers: false,
  deleted: false,
  version: 2,
  duplicatedFrom: null,
  documentName: `formation:${FORMATION_ID}`,
  can: { edit: false, share: false, delete: false, restore: false, engage: true, duplicate: true },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderApp(path: string, user: SessionUser | null, answer: (url: URL) => Response | undefined) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      return answer(url) ?? json({ error: { code: 'TEST.UNEXPECTED', message: `No answer for ${url.pathname}` } }, 500);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, user);
  const router = createMemoryRouter(createRoutes({ queryClient }), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('formation routes', () => {
  it('lists formations as the address says, and a filter click changes the address', async () => {
    const page: FormationListPage = {
      items: [formation],
      total: 1,
      page: 1,
      pageSize: 20,
      pageCount: 1,
      searchMode: 'fulltext',
    };
    const { router, requests } = renderApp('/formations?q=horns&sort=name', null, (url) => {
      if (url.pathname === '/api/formations') return json(page);
      if (url.pathname === '/api/formations/tags') return json({ items: [{ value: 'pick and roll', count: 3 }] });
      return undefined;
    });
    // The page's code is loaded lazily: the first import in a test run can take a few seconds.
    expect(await screen.findByRole('link', { name: 'Horns' }, { timeout: 8000 })).toBeTruthy();
    expect(requests).toContain('GET /api/formations?q=horns&sort=name&order=asc');
    expect(screen.getByText('1 formation matching “horns”')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'Defense' }));
    expect(router.state.location.search).toBe('?q=horns&formationType=defense&sort=name');
    await user.click(await screen.findByRole('button', { name: /pick and roll/ }));
    expect(router.state.location.search).toBe('?q=horns&formationType=defense&tags=pick+and+roll&sort=name');
  });

  it('says so when nothing matches, and offers to clear the filters', async () => {
    const empty: FormationListPage = { items: [], total: 0, page: 1, pageSize: 20, pageCount: 0, searchMode: null };
    const { router } = renderApp('/formations?formationType=defense', coach, (url) => {
      if (url.pathname === '/api/formations') return json(empty);
      if (url.pathname === '/api/formations/tags') return json({ items: [] });
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'No formations found' }, { timeout: 8000 })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('sends visitors of /formations/create to sign in first', async () => {
    const { router } = renderApp('/formations/create', null, () => undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Sideline' })).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fformations%2Fcreate');
  });

  it('refuses the edit page to coaches who may not edit the formation', async () => {
    renderApp(`/formations/${FORMATION_ID}/edit`, coach, (url) =>
      url.pathname === `/api/formations/${FORMATION_ID}` ? json({ formation }) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access" })).toBeTruthy();
  });

  it('shows the 404 page for a formation that does not exist', async () => {
    renderApp(`/formations/${FORMATION_ID}`, coach, (url) =>
      url.pathname.startsWith('/api/formations/')
        ? json({ error: { code: 'FORMATION.NOT_FOUND', message: 'No such formation.' } }, 404)
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('checks the create form with the shared schema before sending anything', async () => {
    const { requests } = renderApp('/formations/create', coach, (url) =>
      url.pathname === '/api/formations/tags' ? json({ items: [] }) : undefined,
    );
    const submit = await screen.findByRole('button', { name: 'Create and draw' }, { timeout: 8000 });
    await userEvent.setup().click(submit);
    expect(await screen.findByText('Give the formation a name.')).toBeTruthy();
    expect(requests.some((request) => request.startsWith('POST'))).toBe(false);
  });
});
