// @vitest-environment happy-dom
import type { SessionUser } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../../session/session';
import type { DrillRef } from '@sideline/domain';
import { CartBar } from './cart-bar';
import { isInCart, toggledCart } from './cart-items';
import { CartToggle } from './cart-toggle';
import { cartQueryKey, useCart } from './use-cart';

const coach: SessionUser = {
  id: 'u1',
  email: 'coach@example.com',
  displayName: 'Casey Coach',
  role: 'user',
  can: { adminArea: false, createContent: true },
};
const drill = (id: string, name = `Drill ${id}`): DrillRef => ({
  id,
  name,
  sport: 'quadball',
  briefDescription: 'Brief.',
  variationOf: null,
});

interface Call {
  method: string;
  url: string;
}

/** A fake cart server: answers the cart endpoints from its own list, or fails with `failWith`. */
function fakeCartServer(initial: DrillRef[], known: DrillRef[] = initial) {
  let items = [...initial];
  const calls: Call[] = [];
  let failWith: number | null = null;
  let held: Promise<void> | null = null;
  let release = () => {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (held) await held;
    if (failWith !== null) {
      return new Response(JSON.stringify({ error: { code: 'DRILL.NOT_FOUND', message: 'No such drill.' } }), {
        status: failWith,
      });
    }
    const match = url.match(/^\/api\/cart\/drills\/(.+)$/);
    if (match && method === 'PUT') {
      const found = known.find((d) => d.id === decodeURIComponent(match[1]!));
      if (found && !items.some((d) => d.id === found.id)) items.push(found);
    } else if (match && method === 'DELETE') {
      items = items.filter((d) => d.id !== decodeURIComponent(match[1]!));
    } else if (url === '/api/cart' && method === 'DELETE') {
      items = [];
    }
    return new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fail: (status: number | null) => {
      failWith = status;
    },
    /** answers wait until `release()`, so a test can look at the page before the server answers */
    hold: () => {
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
    },
    release: () => release(),
  };
}

function setup(user: SessionUser | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/drills']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cart items', () => {
  it('toggles a drill in and out, keeping the order of the others', () => {
    const a = drill('a');
    const b = drill('b');
    expect(toggledCart([a], b)).toEqual([a, b]);
    expect(toggledCart([a, b], a)).toEqual([b]);
    expect(isInCart([a], 'a')).toBe(true);
    expect(isInCart(undefined, 'a')).toBe(false);
  });
});

describe('useCart', () => {
  it('adds with PUT and removes with DELETE, showing the change before the server answers', async () => {
    const a = drill('a');
    const b = drill('b');
    const server = fakeCartServer([a], [a, b]);
    const { wrapper, queryClient } = setup(coach);
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.items).toEqual([a]));

    server.hold();
    act(() => result.current.toggle(b));
    // optimistic: in the cart while the server has not answered yet
    await waitFor(() => expect(queryClient.getQueryData(cartQueryKey)).toEqual([a, b]));
    expect(server.calls.at(-1)).toEqual({ method: 'PUT', url: '/api/cart/drills/b' });
    expect(result.current.busy).toBe(true);
    server.release();
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.has('b')).toBe(true);

    server.hold();
    act(() => result.current.toggle(a));
    await waitFor(() => expect(result.current.has('a')).toBe(false));
    expect(server.calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/cart/drills/a' });
    server.release();
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.items).toEqual([b]);
  });

  it('puts the cart back when the server refuses', async () => {
    const a = drill('a');
    const server = fakeCartServer([]);
    const { wrapper } = setup(coach);
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    server.fail(404);
    server.hold();
    act(() => result.current.toggle(a));
    await waitFor(() => expect(result.current.has('a')).toBe(true));
    server.release();
    await waitFor(() => expect(result.current.has('a')).toBe(false));
    expect(result.current.items).toEqual([]);
    expect(server.calls.at(-1)).toEqual({ method: 'PUT', url: '/api/cart/drills/a' });
  });

  it('clears the whole cart', async () => {
    const server = fakeCartServer([drill('a'), drill('b')]);
    const { wrapper } = setup(coach);
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.clear());
    await waitFor(() => expect(result.current.items).toEqual([]));
    await waitFor(() => expect(server.calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/cart' }));
  });

  it('is not available to visitors and asks the server nothing', async () => {
    const server = fakeCartServer([drill('a')]);
    const { wrapper } = setup(null);
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.available).toBe(false);
    expect(result.current.items).toEqual([]);
    expect(server.calls).toEqual([]);
  });
});

describe('cart controls', () => {
  it('the toggle says what it will do, and the bar counts and clears', async () => {
    const a = drill('a', 'Three-man weave');
    fakeCartServer([], [a]);
    const { wrapper } = setup(coach);
    render(
      <>
        <CartToggle drill={a} />
        <CartBar />
      </>,
      { wrapper },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Add to plan/ }));
    expect(await screen.findByRole('button', { name: /In plan cart/ })).toBeTruthy();
    expect(await screen.findByText(/in your plan cart/)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Plan cart' }).textContent).toContain('1 drill in your plan cart');

    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('link', { name: 'Three-man weave' }).getAttribute('href')).toBe('/drills/a');
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Plan cart' })).toBeNull());
    expect(screen.getByRole('button', { name: /^Add to plan/ })).toBeTruthy();
  });

  it('offers visitors sign-in instead', () => {
    fakeCartServer([]);
    const { wrapper } = setup(null);
    render(<CartToggle drill={drill('a')} />, { wrapper });
    expect(screen.getByRole('link', { name: /Add to plan/ }).getAttribute('href')).toBe('/login?next=%2Fdrills');
  });
});
