// @vitest-environment happy-dom
import {
  DRAFT_STEP_FIELDS,
  DRAFT_STEP_SCHEMAS,
  emptyDraftData,
  firstIncompleteStep,
  type DraftStep,
  type PlanDraftData,
  type SessionUser,
} from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../../session/session';
import type { Draft } from '../../../features/practice-plans/wizard/draft-api';
import { wizardRoutes } from './wizard-routes';

const coach: SessionUser = {
  id: 'u1',
  email: 'coach@example.com',
  displayName: 'Casey Coach',
  role: 'user',
  can: { adminArea: false, createContent: true },
};
const DRAFT_ID = '7d0c1d3e-0000-4000-8000-000000000001';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const withBasicsAndSections = (): PlanDraftData => ({
  ...emptyDraftData(),
  basicInfo: DRAFT_STEP_SCHEMAS['basic-info'].parse({
    name: 'Tuesday',
    sport: 'quadball',
    goals: ['conditioning'],
    totalMinutes: 60,
  }),
  sections: DRAFT_STEP_SCHEMAS.sections.parse([{ id: uuid(1), key: 'Warm-up', name: 'Warm-up' }]),
});

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A tiny drafts API in memory: what the wizard's requests see. */
function fakeServer(initial: PlanDraftData) {
  let data = initial;
  const requests: string[] = [];
  const draft = (): Draft => ({
    id: DRAFT_ID,
    status: 'open',
    data,
    planId: null,
    name: data.basicInfo?.name ?? null,
    nextStep: firstIncompleteStep(data),
    version: 1,
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url.pathname}`);
      if (url.pathname === '/api/practice-plans/drafts' && method === 'POST') return json({ draft: draft() }, 201);
      if (url.pathname === `/api/practice-plans/drafts/${DRAFT_ID}`) return json({ draft: draft() });
      const step = url.pathname.match(/\/steps\/(.+)$/)?.[1] as DraftStep | undefined;
      if (step && method === 'PUT') {
        data = { ...data, [DRAFT_STEP_FIELDS[step]]: DRAFT_STEP_SCHEMAS[step].parse(JSON.parse(String(init?.body))) };
        return json({ draft: draft() });
      }
      if (url.pathname === '/api/practice-plans/drafts' && method === 'GET') return json({ items: [] });
      if (url.pathname === '/api/drills')
        return json({ items: [], total: 0, page: 1, pageSize: 8, pageCount: 0, searchMode: null });
      return json({ error: { code: 'TEST.UNEXPECTED', message: `No answer for ${method} ${url.pathname}` } }, 500);
    }),
  );
  return { requests };
}

function renderWizard(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, coach);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        HydrateFallback: () => null,
        children: [wizardRoutes({ queryClient }), { path: 'practice-plans/:id', element: <h1>The plan</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, where };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the wizard routes: the address and the machine agree', () => {
  it('opening the wizard creates nothing; the first save of step one creates the draft and the address names it', async () => {
    const { requests } = fakeServer(emptyDraftData());
    const { router, where } = renderWizard('/practice-plans/wizard');
    expect(await heading('Basic info')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/practice-plans/wizard/basic-info'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Tuesday');
    await userEvent.click(screen.getAllByRole('checkbox')[0]!);
    await userEvent.click(screen.getByRole('button', { name: /^Next/ }));
    expect(await heading('Sections')).toBeTruthy();
    expect(requests.slice(0, 2)).toEqual([
      'POST /api/practice-plans/drafts',
      `PUT /api/practice-plans/drafts/${DRAFT_ID}/steps/basic-info`,
    ]);
    expect(where()).toBe(`/practice-plans/wizard/sections?draft=${DRAFT_ID}`);
    // Back in the browser finds step one of the same draft: its address gained ?draft= in place.
    await router.navigate(-1);
    expect(await heading('Basic info')).toBeTruthy();
    expect(where()).toBe(`/practice-plans/wizard/basic-info?draft=${DRAFT_ID}`);
    expect(requests.filter((r) => r.startsWith('POST'))).toHaveLength(1);
  });

  it('a later step opened without a draft asks which plan it is for, and creates nothing', async () => {
    const { requests } = fakeServer(emptyDraftData());
    renderWizard('/practice-plans/wizard/timeline');
    expect(await heading('Which plan is this for?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a new plan' }).getAttribute('href')).toBe(
      '/practice-plans/wizard/basic-info',
    );
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('a deep link past an unfinished step lands on it, replacing the address', async () => {
    fakeServer(withBasicsAndSections());
    const { router, where } = renderWizard(`/practice-plans/wizard/overview?draft=${DRAFT_ID}`);
    expect(await heading('Timeline')).toBeTruthy();
    await waitFor(() => expect(where()).toBe(`/practice-plans/wizard/timeline?draft=${DRAFT_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { level: 1, name: 'Overview' })).toBeNull();
  });

  it('the wizard without a step resumes where the draft left off', async () => {
    fakeServer(withBasicsAndSections());
    const { where } = renderWizard(`/practice-plans/wizard?draft=${DRAFT_ID}`);
    expect(await heading('Timeline')).toBeTruthy();
    await waitFor(() => expect(where()).toBe(`/practice-plans/wizard/timeline?draft=${DRAFT_ID}`));
  });

  it("Next saves and pushes the next step; the browser's back and forward move the machine", async () => {
    const { requests } = fakeServer(withBasicsAndSections());
    const { router, where } = renderWizard(`/practice-plans/wizard/sections?draft=${DRAFT_ID}`);
    expect(await heading('Sections')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Next/ }));
    expect(await heading('Timeline')).toBeTruthy();
    expect(where()).toBe(`/practice-plans/wizard/timeline?draft=${DRAFT_ID}`);
    expect(router.state.historyAction).toBe('PUSH');
    expect(requests).toContain('PUT /api/practice-plans/drafts/7d0c1d3e-0000-4000-8000-000000000001/steps/sections');

    await router.navigate(-1);
    expect(await heading('Sections')).toBeTruthy();
    await router.navigate(1);
    expect(await heading('Timeline')).toBeTruthy();
    // The timeline is suggested from the sport pack (Warm-up: 10 of 60 min); Next saves it and goes on to the drills.
    await userEvent.click(screen.getByRole('button', { name: /^Next/ }));
    expect(await heading('Drills')).toBeTruthy();
    // Back (the button) goes to the timeline with a new history entry.
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await heading('Timeline')).toBeTruthy();
    expect(where()).toBe(`/practice-plans/wizard/timeline?draft=${DRAFT_ID}`);
  });

  it('an unknown draft id is a 404', async () => {
    fakeServer(emptyDraftData());
    const { router } = renderWizard('/practice-plans/wizard/basic-info?draft=not-a-draft');
    await waitFor(() => expect(router.state.errors).not.toBeNull());
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
  });
});
