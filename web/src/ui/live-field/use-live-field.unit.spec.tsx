// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveFieldRegistryContext, createLiveFieldRegistry } from './live-field-registry';
import { useLiveField } from './use-live-field';
import { UPDATED_HIGHLIGHT_MS, useLiveForm } from './use-live-form';

afterEach(cleanup);

describe('useLiveField', () => {
  it('untouched field and a co-editor’s change: shows it, highlighted for a moment, and sends nothing on blur', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ stored }) => useLiveField(stored, { author: 'Alex' }), {
        initialProps: { stored: '15' },
      });
      rerender({ stored: '22' });
      expect(result.current.value).toBe('22');
      expect(result.current.updated).toBe(true);
      expect(result.current.toSend()).toBeNull();
      act(() => void vi.advanceTimersByTime(UPDATED_HIGHLIGHT_MS));
      expect(result.current.updated).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('changed field and a co-editor’s change: the conflict is shown; “keep mine” returns mine to send; “use theirs” shows theirs', () => {
    const initialProps: { stored: string; author: string | null } = { stored: '15', author: 'Alex' };
    const { result, rerender } = renderHook(({ stored, author }) => useLiveField(stored, { author }), { initialProps });
    act(() => result.current.edit('30'));
    rerender({ stored: '22', author: 'Alex' });
    expect(result.current.value).toBe('30');
    expect(result.current.incoming).toEqual({ value: '22', author: 'Alex' });
    expect(result.current.toSend()).toBeNull();
    let kept = '';
    act(() => void (kept = result.current.keepMine()));
    expect(kept).toBe('30');
    expect(result.current.toSend()).toBe('30');
    act(() => result.current.saved('30'));
    rerender({ stored: '30', author: null });
    expect(result.current.changed).toBe(false);

    act(() => result.current.edit('31'));
    rerender({ stored: '12', author: null });
    expect(result.current.incoming).toEqual({ value: '12', author: null });
    act(() => result.current.useTheirs());
    expect(result.current.value).toBe('12');
    expect(result.current.toSend()).toBeNull();
  });

  it('keeps a refused value’s message until the user types', () => {
    const { result } = renderHook(() => useLiveField('15'));
    act(() => result.current.edit('0'));
    act(() => result.current.setError('A drill takes at least 1 minute.'));
    expect(result.current.error).toBe('A drill takes at least 1 minute.');
    act(() => result.current.edit('5'));
    expect(result.current.error).toBeNull();
  });
});

describe('useLiveForm', () => {
  it('sends only the fields its user changed, refuses while a choice waits, and tells the page what is unsaved', () => {
    const registry = createLiveFieldRegistry();
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <LiveFieldRegistryContext.Provider value={registry}>{children}</LiveFieldRegistryContext.Provider>
    );
    const { result, rerender } = renderHook(({ stored }) => useLiveForm(stored), {
      wrapper,
      initialProps: { stored: { name: 'Larks', endDate: '2026-12-15' } },
    });
    act(() => result.current.edit('name', 'Lake Larks'));
    expect(registry.counts()).toEqual({ changed: 1, conflicts: 0 });
    rerender({ stored: { name: 'Larks', endDate: '2026-12-20' } });
    expect(result.current.values).toEqual({ name: 'Lake Larks', endDate: '2026-12-20' });
    expect(result.current.changes()).toEqual({ name: 'Lake Larks' });

    rerender({ stored: { name: 'Sea Larks', endDate: '2026-12-20' } });
    expect(result.current.conflicts).toEqual(['name']);
    expect(result.current.changes()).toBeNull();
    expect(registry.counts()).toEqual({ changed: 1, conflicts: 1 });
    act(() => result.current.useTheirs('name'));
    expect(result.current.changes()).toEqual({});
    expect(registry.counts()).toEqual({ changed: 0, conflicts: 0 });
  });
});
