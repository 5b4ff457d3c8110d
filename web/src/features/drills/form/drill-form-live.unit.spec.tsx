// @vitest-environment happy-dom
import type { DrillFields } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrillForm } from './drill-form';
import type { DrillFormValues } from './drill-form-values';

const v1: DrillFormValues = {
  sport: 'quadball',
  name: 'Beater pairs',
  briefDescription: 'Two beaters hold control.',
  detailedDescription: '',
  drillTypes: ['Tactic-focus'],
  skillLevels: ['Intermediate'],
  complexity: null,
  lengthMin: 10,
  lengthMax: 15,
  playersMin: 4,
  playersMax: null,
  skills: ['Beater Control'],
  positions: ['beater'],
  videoUrl: null,
  diagrams: [],
  visibility: 'public',
  teamId: null,
  editableByOthers: true,
  variationOf: null,
};

type Submit = (fields: DrillFields, changed: readonly (keyof DrillFields)[]) => Promise<void>;

/** The edit form as the edit page shows it: started from v1, kept current with `stored`. */
function renderLive(onSubmit: Submit) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items: [] }), { headers: { 'content-type': 'application/json' } })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (stored: DrillFormValues) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DrillForm
          defaultValues={v1}
          stored={stored}
          submitLabel="Save changes"
          submittingLabel="Saving…"
          cancelHref="/drills/d1"
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui(v1));
  return { user: userEvent.setup(), store: (stored: DrillFormValues) => view.rerender(ui(stored)) };
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the drill form, editing live', () => {
  it('a field only clicked into takes a co-editor’s save and is not sent', async () => {
    const onSubmit = vi.fn<Submit>(async () => {});
    const { user, store } = renderLive(onSubmit);
    await user.click(field(/^Name/));
    store({ ...v1, name: 'Beater pairs (theirs)', lengthMax: 20 });
    await waitFor(() => expect(field(/^Name/).value).toBe('Beater pairs (theirs)'));
    expect(field(/^Longest length/).value).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1]).toEqual([]);
  });

  it('sends only what its user changed, with the co-editor’s other changes kept', async () => {
    const onSubmit = vi.fn<Submit>(async () => {});
    const { user, store } = renderLive(onSubmit);
    await user.clear(field(/^Brief description/));
    await user.type(field(/^Brief description/), 'Mine.');
    await user.click(screen.getByRole('checkbox', { name: 'Keeper' }));
    store({ ...v1, name: 'Renamed by them' });
    await waitFor(() => expect(field(/^Name/).value).toBe('Renamed by them'));
    expect(field(/^Brief description/).value).toBe('Mine.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [fields, changed] = onSubmit.mock.calls[0]!;
    expect([...changed].sort()).toEqual(['briefDescription', 'positions']);
    expect(fields).toMatchObject({
      name: 'Renamed by them',
      briefDescription: 'Mine.',
      positions: ['beater', 'keeper'],
    });
  });

  it('a co-editor’s change to a field being typed in is shown beside it; nothing is saved until its user chooses', async () => {
    const onSubmit = vi.fn<Submit>(async () => {});
    const { user, store } = renderLive(onSubmit);
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Mine');
    store({ ...v1, name: 'Theirs' });
    const prompt = await screen.findByTestId('live-conflict');
    expect(prompt.textContent).toContain('Someone else changed this to');
    expect(prompt.textContent).toContain('Theirs');
    expect(field(/^Name/).value).toBe('Mine');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/choose theirs or yours/));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(prompt).getByRole('button', { name: 'Use theirs' }));
    await waitFor(() => expect(field(/^Name/).value).toBe('Theirs'));
    expect(screen.queryByTestId('live-conflict')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1]).toEqual([]);
  });
});
