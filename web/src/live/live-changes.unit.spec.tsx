// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveChangesHub, liveKeyMatches, readChangedKeys, type LiveSource } from './live-changes-hub';
import { useLiveChanges } from './use-live-changes';

class FakeSource implements LiveSource {
  listeners = new Map<string, ((event: MessageEvent | Event) => void)[]>();
  closed = false;
  addEventListener(type: string, listener: (event: MessageEvent | Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  fire(type: 'change' | 'open' | 'error', data?: unknown) {
    const event = type === 'change' ? new MessageEvent('change', { data: JSON.stringify(data) }) : new Event(type);
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function fakeHub() {
  const sources: FakeSource[] = [];
  const hub = createLiveChangesHub(() => {
    const source = new FakeSource();
    sources.push(source);
    return source;
  });
  return { hub, sources };
}

afterEach(cleanup);

describe('live changes', () => {
  it('reads the keys of a change event', () => {
    expect(readChangedKeys('{"keys":["plan:42","drill:7"]}')).toEqual(['plan:42', 'drill:7']);
    expect(readChangedKeys('not json')).toEqual([]);
    expect(readChangedKeys('{"keys":[1,"a"]}')).toEqual(['a']);
  });

  it('matches exact keys and prefixes', () => {
    expect(liveKeyMatches('plan:42', 'plan:42')).toBe(true);
    expect(liveKeyMatches('plan:42', 'plan:420')).toBe(false);
    expect(liveKeyMatches('plan:*', 'plan:420')).toBe(true);
  });

  it('shares one connection, calls only interested hooks, and closes with the last one', () => {
    const { hub, sources } = fakeHub();
    const onPlan = vi.fn();
    const onDrills = vi.fn();
    const first = renderHook(() => useLiveChanges(['plan:42'], onPlan, hub));
    const second = renderHook(() => useLiveChanges(['drill:*'], onDrills, hub));
    expect(sources).toHaveLength(1);

    sources[0]!.fire('change', { keys: ['plan:42', 'plan:43'] });
    expect(onPlan).toHaveBeenCalledWith(['plan:42']);
    expect(onDrills).not.toHaveBeenCalled();
    sources[0]!.fire('change', { keys: ['drill:1'] });
    expect(onDrills).toHaveBeenCalledWith(['drill:1']);

    first.unmount();
    expect(sources[0]!.closed).toBe(false);
    second.unmount();
    expect(sources[0]!.closed).toBe(true);
  });

  it('asks every hook to refetch after a reconnect', () => {
    const { hub, sources } = fakeHub();
    const onPlan = vi.fn();
    renderHook(() => useLiveChanges(['plan:42'], onPlan, hub));
    sources[0]!.fire('open');
    expect(onPlan).not.toHaveBeenCalled();
    sources[0]!.fire('error');
    sources[0]!.fire('open');
    expect(onPlan).toHaveBeenCalledWith(['plan:42']);
  });
});
