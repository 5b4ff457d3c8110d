// @vitest-environment happy-dom
import type { SessionUser } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../session/session';
import type { DrillDetail, DrillListPage, DrillFilterOptions as FilterOptions } from '@sideline/domain';
import { createRoutes } from '../route-tree';

const coach: SessionUser = {
  id: 'u1',
  email: 'coach@example.com',
  displayName: 'Casey Coach',
  role: 'user',
  can: { adminArea: false, createContent: true },
};
const DRILL_ID = '5b0c1d3e-0000-4000-8000-000000000001';

const drill: DrillDetail = {
  id: DRILL_ID,
  sport: 'quadball',
  name: 'Three-man weave',
  briefDescription: 'Passing at speed in threes.',
  teamId: null,
  skillLevels: ['Beginner'],
  complexity: 'Low',
  lengthMin: 10,
  lengthMax: 15,
  playersMin: 6,
  playersMax: null,
  skills: ['Passing'],
  positions: ['chaser'],
  drillTypes: ['Warmup'],
  hasVideo: false,
  diagramCount: 0,
  visibility: 'public',
  ownerId: 'u2',
  ownerName: 'Robin Reyes',
  votes: { up: 2, down: 0, score: 2 },
  myVote: 0,
  usageCount: 0,
  variationOf: null,
  variationCount: 0,
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-03T10:00:00Z',
  detailedDescription: '<p>Weave <strong>fast</strong>.</p><img src=x onerror="alert(1)">',
  videoUrl: null,
  videoEmbedUrl: null,
  diagrams: [],
  editableByOthers: false,
  deleted: false,
  version: 3,
  can: { edit: false, delete: false, restore: false, engage: true, duplicate: true },
  family: { parent: null, variations: [] },
};

const emptyOptions: FilterOptions = {
  skillLevels: [{ value: 'Beginner', count: 1 }],
  complexity: [{ value: 'Low', count: 1 }],
  skills: [{ value: 'Passing', count: 1 }],
  positions: [{ value: 'chaser', count: 1 }],
  drillTypes: [{ value: 'Warmup', count: 1 }],
  players: { min: 6, max: 6 },
  length: { min: 10, max: 15 },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = (url: URL, init?: RequestInit) => Response | undefined;

function renderApp(path: string, user: SessionUser | null, answer: Answer) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      return (
        answer(url, init) ?? json({ error: { code: 'TEST.UNEXPECTED', message: `No answer for ${url.pathname}` } }, 500)
      );
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

describe('drill routes', () => {
  it('shows a drill with its facts, sanitised description and actions for what the policy allows', async () => {
    renderApp(`/drills/${DRILL_ID}`, coach, (url) => {
      if (url.pathname === `/api/drills/${DRILL_ID}`) return json({ drill });
      if (url.pathname === `/api/drills/${DRILL_ID}/comments`) return json({ items: [] });
      if (url.pathname === '/api/cart') return json({ items: [] });
      return undefined;
    });
    // The page's code is loaded lazily: the first import in a test run can take a few seconds.
    expect(await screen.findByRole('heading', { level: 1, name: 'Three-man weave' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('10–15 min')).toBeTruthy();
    expect(screen.getByText('6+ players')).toBeTruthy();
    expect(screen.getByText('fast').tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Add to plan/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a variation' }).getAttribute('href')).toBe(
      `/drills/create?variationOf=${DRILL_ID}`,
    );
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
  });

  it('shows the 404 page for a drill that does not exist', async () => {
    renderApp(`/drills/${DRILL_ID}`, coach, (url) =>
      url.pathname.startsWith('/api/drills/')
        ? json({ error: { code: 'DRILL.NOT_FOUND', message: 'No such drill.' } }, 404)
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('offers sign-in for a private drill opened while signed out', async () => {
    renderApp(`/drills/${DRILL_ID}`, null, (url) =>
      url.pathname.startsWith('/api/drills/')
        ? json({ error: { code: 'AUTH.REQUIRED', message: 'Please sign in to continue.' } }, 401)
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Please sign in' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?next=%2Fdrills%2F${DRILL_ID}`,
    );
  });

  it('sends visitors of /drills/create to sign in first', async () => {
    const { router } = renderApp('/drills/create?variationOf=x', null, () => undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Sideline' })).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fdrills%2Fcreate%3FvariationOf%3Dx');
  });

  it('refuses the edit page to coaches who may not edit the drill', async () => {
    renderApp(`/drills/${DRILL_ID}/edit`, coach, (url) =>
      url.pathname === `/api/drills/${DRILL_ID}` ? json({ drill }) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access" })).toBeTruthy();
  });

  it('lists drills as the address says, and a chip click changes the address', async () => {
    const page: DrillListPage = { items: [drill], total: 1, page: 1, pageSize: 20, pageCount: 1, searchMode: 'fuzzy' };
    const { router, requests } = renderApp('/drills?q=wave&sort=name', null, (url) => {
      if (url.pathname === '/api/drills') return json(page);
      if (url.pathname === '/api/drills/filter-options') return json(emptyOptions);
      return undefined;
    });
    expect(await screen.findByRole('link', { name: 'Three-man weave' }, { timeout: 8000 })).toBeTruthy();
    expect(requests).toContain('GET /api/drills?q=wave&sort=name&order=asc');
    expect(screen.getByText(/No exact matches for “wave”: 1 drill with similar words/)).toBeTruthy();

    const levels = screen.getByRole('group', { name: 'Skill level' });
    await userEvent.setup().click(within(levels).getByRole('button', { name: /Beginner/ }));
    expect(router.state.location.search).toBe('?q=wave&skillLevels=Beginner&sort=name');
    expect(within(levels).getByRole('button', { name: /Beginner.*required/ })).toBeTruthy();
  });
});
