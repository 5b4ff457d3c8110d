import { useEffect, useRef } from 'react';
import { liveChanges, liveKeyMatches, type LiveChangesHub } from './live-changes-hub';

/**
 * Calls `onChange` with the keys (of `keys`; `plan:*` style prefixes allowed) the server says changed,
 * e.g. `useLiveChanges([`plan:${id}`], () => queryClient.invalidateQueries({ queryKey: ['plan', id] }))`.
 * After a reconnect it is called with every watched key, since changes may have been missed.
 */
export function useLiveChanges(
  keys: readonly string[],
  onChange: (changedKeys: string[]) => void,
  hub: LiveChangesHub = liveChanges,
): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  // A stable dependency for the key list, so callers can pass a fresh array every render.
  const keyList = keys.join('\n');
  useEffect(() => {
    const watched = keyList === '' ? [] : keyList.split('\n');
    if (watched.length === 0) return;
    return hub.subscribe((changed) => {
      const hits =
        changed === null ? watched : changed.filter((key) => watched.some((pattern) => liveKeyMatches(pattern, key)));
      if (hits.length > 0) latest.current(hits);
    });
  }, [keyList, hub]);
}
