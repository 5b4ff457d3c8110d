// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberFilter } from './number-filter';
import { SearchBox } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The page's handlers close over the filters of their render: a filter changed during the wait gives new handlers, and
// the typed value must go through the newest one, or that filter change is undone when the wait ends.
describe('a filter that applies itself after typing stops', () => {
  it('searches through the handler of the latest render', () => {
    const before = vi.fn();
    const after = vi.fn();
    const { rerender } = render(<SearchBox value="" onSearch={before} label="Search drills" placeholder="Search" />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search drills' }), { target: { value: 'passing' } });
    rerender(<SearchBox value="" onSearch={after} label="Search drills" placeholder="Search" />);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledExactlyOnceWith('passing');
  });

  it('commits a number through the handler of the latest render', () => {
    const before = vi.fn();
    const after = vi.fn();
    const { rerender } = render(<NumberFilter label="Players" hint="At least" value={null} onCommit={before} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Players' }), { target: { value: '12' } });
    rerender(<NumberFilter label="Players" hint="At least" value={null} onCommit={after} />);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledExactlyOnceWith(12);
  });
});
