// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SkillsInput } from './skills-input';

const answer = (items: unknown[]) =>
  new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } });

function Harness({ onChange }: { onChange: (skills: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <SkillsInput
      sport="quadball"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onBlur={() => {}}
      ids={{ control: 'skills', label: 'skills-label', describedBy: undefined, invalid: false }}
      inputRef={() => {}}
    />
  );
}

function renderSkills() {
  const changes = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <label htmlFor="skills">Skills</label>
      <Harness onChange={changes} />
    </QueryClientProvider>,
  );
  return { changes, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the skills field', () => {
  it('Enter takes the highlighted suggestion, even when a later answer reorders the list', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const q = new URL(String(input), 'http://localhost').searchParams.get('q') ?? '';
        asked.push(q);
        return q === ''
          ? answer([
              { skill: 'Passing', count: 3, fromPack: true },
              { skill: 'Pass Fakes', count: 1, fromPack: false },
            ])
          : answer([
              { skill: 'Pass Fakes', count: 4, fromPack: false },
              { skill: 'Passing', count: 3, fromPack: true },
            ]);
      }),
    );
    const { changes, user } = renderSkills();
    const input = screen.getByRole('combobox');
    await user.click(input);
    await screen.findByRole('option', { name: /^Passing/ });
    await user.type(input, 'pass{ArrowDown}');
    expect(screen.getByRole('option', { name: /^Passing/ }).getAttribute('aria-selected')).toBe('true');
    // The answer for "pass" arrives after the highlight and puts another skill first.
    await waitFor(() => expect(asked).toContain('pass'));
    await waitFor(() => expect(screen.getAllByRole('option')[0]!.textContent).toMatch(/^Pass Fakes/));
    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith(['Passing']);
  });

  it('the option under the pointer is the highlighted one: Enter takes it, not the typed text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([{ skill: 'Passing', count: 3, fromPack: true }])),
    );
    const { changes, user } = renderSkills();
    const input = screen.getByRole('combobox');
    await user.type(input, 'pas');
    const option = await screen.findByRole('option', { name: /^Passing/ });
    await user.hover(option);
    await user.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith(['Passing']);
  });
});
