// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionList } from './session-list';

const session = {
  id: 's1',
  device: 'Firefox on Linux',
  userAgent: 'Firefox',
  address: '198.51.100.7',
  createdAt: '2026-11-01T10:00:00Z',
  lastSeenAt: '2026-11-02T10:00:00Z',
  current: true,
};
const failedSignIns = {
  count: 5,
  addresses: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'],
  firstAt: '2026-11-03T08:00:00Z',
  lastAt: '2026-11-03T09:00:00Z',
};

function renderSessions(answers: { failed: typeof failedSignIns | null }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/profile/failed-sign-ins') && init?.method === 'DELETE') {
      answers.failed = null;
      return new Response(null, { status: 204 });
    }
    return new Response(JSON.stringify({ items: [session], failedSignIns: answers.failed }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionList />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('the profile’s sessions', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('tells the owner about wrong passwords typed for the account, and lets them dismiss it', async () => {
    const fetchMock = renderSessions({ failed: failedSignIns });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toMatch(/wrong password was typed for your account 5 times/);
    expect(notice.textContent).toMatch(/from 192\.0\.2\.1, 192\.0\.2\.2, 192\.0\.2\.3 and other addresses/);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/api/profile/failed-sign-ins'),
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('shows no notice when there were none', async () => {
    renderSessions({ failed: null });
    await screen.findByText('Firefox on Linux');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
