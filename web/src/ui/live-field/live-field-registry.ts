import { createContext, useState, useSyncExternalStore } from 'react';

export interface LiveFieldCounts {
  /** fields holding text their user changed and has not saved */
  changed: number;
  /** fields holding a co-editor's change that waits for their user's choice */
  conflicts: number;
}

/** What a page's live fields hold that is not saved: so the page says "All changes saved" only when it is true. */
export interface LiveFieldRegistry {
  report: (id: string, counts: LiveFieldCounts | null) => void;
  subscribe: (listener: () => void) => () => void;
  counts: () => LiveFieldCounts;
}

const NONE: LiveFieldCounts = { changed: 0, conflicts: 0 };

export function createLiveFieldRegistry(): LiveFieldRegistry {
  const byField = new Map<string, LiveFieldCounts>();
  const listeners = new Set<() => void>();
  let total = NONE;
  return {
    report(id, counts) {
      if (counts === null || (counts.changed === 0 && counts.conflicts === 0)) byField.delete(id);
      else byField.set(id, counts);
      let changed = 0;
      let conflicts = 0;
      for (const entry of byField.values()) {
        changed += entry.changed;
        conflicts += entry.conflicts;
      }
      if (changed === total.changed && conflicts === total.conflicts) return;
      total = { changed, conflicts };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    counts: () => total,
  };
}

export const LiveFieldRegistryContext = createContext<LiveFieldRegistry | null>(null);

/** A registry for one page (give it to LiveFieldRegistryContext) and its current counts. */
export function useLiveFieldRegistry(): { registry: LiveFieldRegistry; counts: LiveFieldCounts } {
  const [registry] = useState(createLiveFieldRegistry);
  const counts = useSyncExternalStore(registry.subscribe, registry.counts, registry.counts);
  return { registry, counts };
}
