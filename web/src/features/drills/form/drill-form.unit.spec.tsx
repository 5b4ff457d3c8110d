// @vitest-environment happy-dom
import type { DrillFields } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { DrillForm } from './drill-form';
import { emptyDrillForm } from './drill-form-values';

function renderForm(onSubmit: (fields: DrillFields) => Promise<void>) {
  // Skill suggestions: the server knows none, so the pack's skills are offered.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items: [] }), { headers: { 'content-type': 'application/json' } })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DrillForm
          defaultValues={emptyDrillForm('quadball')}
          submitLabel="Create drill"
          submittingLabel="Creating…"
          cancelHref="/drills"
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The error text shown next to a field: the element its control names in aria-describedby. */
function errorOf(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function fillValidDrill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Three-man weave');
  await user.type(screen.getByLabelText(/^Brief description/), 'Passing at speed in threes.');
  await user.click(screen.getByRole('checkbox', { name: 'Beginner' }));
  await user.type(screen.getByLabelText(/^Shortest length/), '10');
  await user.type(screen.getByLabelText(/^Longest length/), '15');
  await user.type(screen.getByLabelText(/^Fewest players/), '6');
  await user.click(screen.getByRole('checkbox', { name: 'Warmup' }));
  await user.click(screen.getByRole('checkbox', { name: 'Chaser' }));
  await user.click(screen.getByRole('checkbox', { name: 'Keeper' }));
  await user.type(screen.getByRole('combobox', { name: /^Skills/ }), 'Passing{Enter}');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the drill form', () => {
  it('checks with the shared schema before sending, and says what is missing beside each field', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Create drill' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText(/^Name/))).toContain('Give the drill a name.'));
    expect(errorOf(screen.getByLabelText(/^Shortest length/))).toContain('Enter the shortest length in minutes.');
    const positions = screen.getByRole('group', { name: /^Positions/ });
    expect(within(positions).getByText('Choose at least one position.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/need attention/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the cleaned fields: ids for positions, null for an open-ended player count', async () => {
    const onSubmit = vi.fn(async (_fields: DrillFields) => {});
    const user = renderForm(onSubmit);
    await fillValidDrill(user);
    await user.click(screen.getByRole('button', { name: 'Create drill' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      sport: 'quadball',
      name: 'Three-man weave',
      skillLevels: ['Beginner'],
      lengthMin: 10,
      lengthMax: 15,
      playersMin: 6,
      playersMax: null,
      positions: ['chaser', 'keeper'],
      drillTypes: ['Warmup'],
      skills: ['Passing'],
      videoUrl: null,
      visibility: 'public',
      variationOf: null,
    });
  });

  it('puts the server’s field messages beside their fields, list items included, and the rest above the form', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION.FAILED', 'Some fields need attention.', {
        lengthMax: ['The longest length must not be shorter than the shortest.'],
        'positions.1': ['Keeper is not available for this drill.'],
        importBatch: ['That upload batch is closed.'],
      });
    });
    const user = renderForm(onSubmit);
    await fillValidDrill(user);
    await user.click(screen.getByRole('button', { name: 'Create drill' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText(/^Longest length/))).toContain('must not be shorter'));
    expect(screen.getByLabelText(/^Longest length/).getAttribute('aria-invalid')).toBe('true');
    expect(
      within(screen.getByRole('group', { name: /^Positions/ })).getByText('Keeper is not available for this drill.'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('That upload batch is closed.');
  });

  it('explains answers without field messages in plain words', async () => {
    const user = renderForm(async () => {
      throw new ApiError(403, 'POLICY.FORBIDDEN', 'Only the owner can change this.');
    });
    await fillValidDrill(user);
    await user.click(screen.getByRole('button', { name: 'Create drill' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("You don't have permission to do that."));
  });
});
