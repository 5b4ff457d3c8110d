import { onlyOwnCommands } from '../api/write-tracking';

/**
 * One shared connection to `GET /api/live` (Server-Sent Events) for the whole page.
 * The server sends `event: change` with `{"keys": ["plan:42", ...], "commands": [...]}` after a projection committed;
 * pages subscribe to the keys they show and refetch. The connection opens with the first
 * subscriber and closes with the last; EventSource reconnects by itself after network blips.
 */

/** The part of EventSource the hub uses (so tests can pass a fake). */
export interface LiveSource {
  addEventListener(type: 'change' | 'open' | 'error', listener: (event: MessageEvent | Event) => void): void;
  close(): void;
}

/** `null` means "the connection dropped and came back: anything may have changed". */
export type LiveListener = (changedKeys: readonly string[] | null) => void;

export interface LiveChangesHub {
  subscribe(listener: LiveListener): () => void;
}

export const LIVE_PATH = '/api/live';

function defaultOpen(): LiveSource | null {
  return typeof EventSource === 'undefined' ? null : new EventSource(LIVE_PATH, { withCredentials: true });
}

/** The keys a change notice names, and the commands behind it (empty when the server did not say). */
export function readChange(data: unknown): { keys: string[]; commands: string[] } {
  if (typeof data !== 'string') return { keys: [], commands: [] };
  try {
    const parsed: unknown = JSON.parse(data);
    const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    const strings = (value: unknown) =>
      Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    return { keys: strings(record.keys), commands: strings(record.commands) };
  } catch {
    return { keys: [], commands: [] };
  }
}

export const readChangedKeys = (data: unknown): string[] => readChange(data).keys;

export function createLiveChangesHub(open: () => LiveSource | null = defaultOpen): LiveChangesHub {
  const listeners = new Set<LiveListener>();
  let source: LiveSource | null = null;
  let dropped = false;

  const emit = (keys: readonly string[] | null) => {
    for (const listener of [...listeners]) listener(keys);
  };

  const connect = () => {
    source = open();
    if (!source) return;
    source.addEventListener('change', (event) => {
      const { keys, commands } = readChange((event as MessageEvent).data);
      // This tab's own command: its answer already updated the page, so the notice needs no refetch.
      if (keys.length > 0 && !onlyOwnCommands(commands)) emit(keys);
    });
    source.addEventListener('error', () => {
      dropped = true;
    });
    source.addEventListener('open', () => {
      // Changes made while we were disconnected were not sent: tell everyone to refetch.
      if (dropped) emit(null);
      dropped = false;
    });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!source) connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && source) {
          source.close();
          source = null;
          dropped = false;
        }
      };
    },
  };
}

/** `plan:42` matches itself; `plan:*` matches every key that starts with `plan:`. */
export function liveKeyMatches(pattern: string, key: string): boolean {
  return pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : pattern === key;
}

export const liveChanges: LiveChangesHub = createLiveChangesHub();
