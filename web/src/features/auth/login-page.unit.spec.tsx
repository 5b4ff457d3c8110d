// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';
import { sessionQueryKey } from '../../session/session';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function renderLogin(url: string, answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, null);
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/admin', element: <h1>Admin area</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, router, queryClient };
}

/** The error text linked to a control through aria-describedby. */
function describedErrors(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the login page', () => {
  it('shows a server field error next to the field it belongs to', async () => {
    const user = userEvent.setup();
    renderLogin('/login?mode=register', () =>
      jsonResponse(400, {
        error: {
          code: 'VALIDATION.FAILED',
          message: 'Some fields need attention.',
          details: { fields: { email: ['An account with this email already exists.'] } },
        },
      }),
    );
    await user.type(await screen.findByLabelText('Your name'), 'Casey Coach');
    await user.type(screen.getByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedErrors(email)).toContain('An account with this email already exists.');
    expect(describedErrors(screen.getByLabelText('Password'))).not.toContain('already exists');
  });

  it('shows the rate-limit message with the wait from retry-after', async () => {
    const user = userEvent.setup();
    renderLogin('/login', () =>
      jsonResponse(
        429,
        { error: { code: 'AUTH.RATE_LIMITED', message: 'Too many sign-in attempts.' } },
        { 'retry-after': '30' },
      ),
    );
    await user.type(await screen.findByLabelText('Email'), 'casey@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password here');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByText('Too many sign-in attempts. Try again in 30 seconds.');
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('checks the shared schema before calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLogin('/login?mode=register', () => jsonResponse(201, {}));
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(describedErrors(screen.getByLabelText('Password'))).toContain('at least 10'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in and returns to a same-site next path', async () => {
    const user = userEvent.setup();
    const signedIn = {
      id: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada',
      role: 'admin',
      can: { adminArea: true, createContent: true },
    };
    const { fetchMock, router, queryClient } = renderLogin('/login?next=%2Fadmin', () =>
      jsonResponse(200, { user: signedIn }),
    );
    await user.type(await screen.findByLabelText('Email'), 'Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('Admin area');
    expect(router.state.location.pathname).toBe('/admin');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(signedIn);
    // the page also asks whether single sign-on is configured (GET /api/auth/sso)
    const [, init] = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
      ([path]) => path === '/api/auth/login',
    )!;
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', password: 'correct horse battery' });
  });

  it('ignores an off-site next and offers "Continue" when already signed in', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryKey, {
      id: 'u1',
      email: 'a@b.co',
      displayName: 'Ada',
      role: 'user',
      can: { adminArea: false, createContent: true },
    });
    const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], {
      initialEntries: ['/login?next=https%3A%2F%2Fevil.example'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Continue' });
    expect(link.getAttribute('href')).toBe('/');
  });
  it('offers "Sign in with <provider>" only when single sign-on is configured, and explains a failed one', async () => {
    renderLogin('/login?next=%2Fteams&sso_error=SSO.EMAIL_NOT_VERIFIED', () =>
      jsonResponse(200, { provider: { name: 'Club Login', startUrl: '/api/auth/oidc/start' } }),
    );
    const link = await screen.findByRole('link', { name: 'Sign in with Club Login' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start?next=%2Fteams');
    expect(screen.getAllByRole('alert').some((alert) => /verified email address/.test(alert.textContent ?? ''))).toBe(
      true,
    );
    cleanup();
    renderLogin('/login', () => jsonResponse(200, { provider: null }));
    await screen.findByLabelText('Email');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull());
  });
});
