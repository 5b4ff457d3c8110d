// @vitest-environment happy-dom
import { timingOfPlan, type SessionUser } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../session/session';
import type { PlanDetail, PlanListPage } from '@sideline/domain';
import { createRoutes } from '../route-tree';

const coach: SessionUser = {
  id: 'u1',
  email: 'coach@example.com',
  displayName: 'Casey Coach',
  role: 'user',
  can: { adminArea: false, createContent: true },
};
const PLAN_ID = '7a14a952-0000-4000-8000-000000000001';
const metadata = {
  name: 'Tuesday: position groups',
  description: '<p>Each position works on its own craft.</p>',
  sport: 'quadball' as const,
  phaseOfSeason: 'mid-season' as const,
  practiceGoals: ['skill-development' as const],
  expectedParticipants: 21,
  startTime: '18:30',
  visibility: 'public' as const,
  editableByOthers: false,
  teamId: null,
  scheduledDate: null,
  targetMinutes: null,
};
const sections = [
  {
    id: 's1',
    name: 'Warm-up',
    goals: [],
    notes: '',
    targetMinutes: null,
    entries: [
      {
        id: 'i1',
        kind: 'activity' as const,
        drillId: null,
        formationId: null,
        title: 'Jog and stretch',
        durationMinutes: 15,
        notes: '',
      },
    ],
  },
];
const plan: PlanDetail = {
  id: PLAN_ID,
  version: 4,
  ownerId: 'u2',
  ownerName: 'Robin Reyes',
  metadata,
  sections,
  published: true,
  publishedAt: '2026-01-02T10:00:00Z',
  deleted: false,
  copiedFrom: null,
  createdAt: '2026-01-02T10:00:00Z',
  updatedAt: '2026-01-03T10:00:00Z',
  votes: { up: 1, down: 0, score: 1 },
  myVote: 0,
  timing: timingOfPlan({ metadata, sections }),
  drills: {},
  can: {
    edit: false,
    share: false,
    delete: false,
    restore: false,
    publish: false,
    engage: true,
    duplicate: true,
    readHistory: false,
  },
  undo: { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null },
  documentName: `plan:${PLAN_ID}`,
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

describe('practice plan routes', () => {
  it('opens the create form at /practice-plans/create, not a plan called "create"', async () => {
    const { requests } = renderApp('/practice-plans/create', coach, () => undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'New practice plan' }, { timeout: 8000 })).toBeTruthy();
    expect(requests.some((request) => request.includes('/api/practice-plans/create'))).toBe(false);
  });

  it('sends visitors of /practice-plans/create to sign in first', async () => {
    const { router } = renderApp('/practice-plans/create?formation=x', null, () => undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Sideline' })).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fpractice-plans%2Fcreate%3Fformation%3Dx');
  });

  it('never takes the wizard for a plan id', async () => {
    const { requests } = renderApp('/practice-plans/wizard/basic-info', coach, () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.some((request) => request.startsWith('GET /api/practice-plans/wizard'))).toBe(false);
  });

  it('shows a plan with its times from the plan timing', async () => {
    renderApp(`/practice-plans/${PLAN_ID}`, coach, (url) => {
      if (url.pathname === `/api/practice-plans/${PLAN_ID}`) return json({ plan });
      if (url.pathname === `/api/practice-plans/${PLAN_ID}/comments`) return json({ items: [] });
      return undefined;
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tuesday: position groups' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('view-total').textContent).toBe('15 min · 18:30–18:45');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
  });

  it('shows the History tab only when the server says the viewer may read the history', async () => {
    const answer = (shown: PlanDetail) => (url: URL) => {
      if (url.pathname === `/api/practice-plans/${PLAN_ID}`) return json({ plan: shown });
      if (url.pathname === `/api/practice-plans/${PLAN_ID}/comments`) return json({ items: [] });
      return undefined;
    };
    // a member asking for the history straight away gets the plan, with no History tab and no history request
    const member = renderApp(`/practice-plans/${PLAN_ID}?tab=history`, coach, answer(plan));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tuesday: position groups' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Plan' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull();
    expect(member.requests.some((request) => request.includes('/api/history/'))).toBe(false);
    cleanup();

    renderApp(
      `/practice-plans/${PLAN_ID}`,
      coach,
      answer({ ...plan, can: { ...plan.can, edit: true, readHistory: true } }),
    );
    expect(await screen.findByRole('tab', { name: 'History' }, { timeout: 8000 })).toBeTruthy();
  });

  it('refuses the editor to coaches who may not edit the plan', async () => {
    renderApp(`/practice-plans/${PLAN_ID}/edit`, coach, (url) =>
      url.pathname === `/api/practice-plans/${PLAN_ID}` ? json({ plan }) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access" })).toBeTruthy();
  });

  it('lists plans as the address says', async () => {
    const page: PlanListPage = { items: [], total: 0, page: 1, pageSize: 20, pageCount: 0, searchMode: null };
    const { requests } = renderApp('/practice-plans?goals=recovery&goalsExclude=conditioning&sort=name', null, (url) =>
      url.pathname === '/api/practice-plans' ? json(page) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'No plans found' }, { timeout: 8000 })).toBeTruthy();
    expect(requests).toContain(
      'GET /api/practice-plans?goals=recovery&goalsExclude=conditioning&show=plans&sort=name&order=asc',
    );
  });
});
