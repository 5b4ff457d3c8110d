// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentWork } from './recent-work';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('RecentWork', () => {
  it('links my latest plans and boards, asking for mine, latest edit first (practices nobody edited left out)', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      if (url.startsWith('/api/practice-plans')) {
        return json({
          items: [{ id: 'p1', name: 'Pressing week', totalMinutes: 85, updatedAt: '2026-11-20T18:00:00Z' }],
          total: 1,
          page: 1,
          pageSize: 5,
          pageCount: 1,
        });
      }
      return json({ items: [], total: 0, page: 1, pageSize: 24, pageCount: 1 });
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RecentWork />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('link', { name: 'Pressing week' })).getAttribute('href')).toBe(
      '/practice-plans/p1',
    );
    expect(await screen.findByText(/No boards yet/)).toBeTruthy();
    expect(screen.getByText(/1 h 25 min/)).toBeTruthy();
    const plans = new URLSearchParams(asked.find((url) => url.startsWith('/api/practice-plans?'))!.split('?')[1]);
    expect(Object.fromEntries(plans)).toMatchObject({
      mine: 'true',
      show: 'all',
      edited: 'true',
      sort: 'edited',
      order: 'desc',
    });
    expect(asked.some((url) => url.startsWith('/api/boards?') && url.includes('mine=true'))).toBe(true);
  });
});
