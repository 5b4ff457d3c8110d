import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Participant } from '../../collab';
import type { PlanPresenceState } from './plan-presence-connection';

const PlanPresenceConnection = lazy(async () => ({
  default: (await import('./plan-presence-connection')).PlanPresenceConnection,
}));

export interface PlanPresence {
  participants: Participant[];
  /** tells the room which item my focus is in (null: none) */
  setEditing: (itemId: string | null) => void;
  connected: boolean;
  /** render it in the page: the room's connection, loaded after the editor's first view */
  connection: ReactNode;
}

const NOBODY: Participant[] = [];

/** Who has this plan open. The room connects once its code has loaded; what I focus before that is told then. */
export function usePlanPresence(documentName: string, me: { id: string | null; name: string }): PlanPresence {
  const [state, setState] = useState<PlanPresenceState | null>(null);
  const editing = useRef<string | null>(null);
  const room = useRef<PlanPresenceState['setEditing'] | null>(null);
  const onChange = useCallback((next: PlanPresenceState) => {
    if (room.current !== next.setEditing) {
      room.current = next.setEditing;
      next.setEditing(editing.current);
    }
    setState(next);
  }, []);
  const setEditing = useCallback((itemId: string | null) => {
    editing.current = itemId;
    room.current?.(itemId);
  }, []);
  const stableMe = useMemo(() => ({ id: me.id, name: me.name }), [me.id, me.name]);
  // Asked for once the editor has been painted, so its first view never waits for the collaboration client.
  const [start, setStart] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setStart(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const connection = start ? (
    <Suspense fallback={null}>
      <PlanPresenceConnection documentName={documentName} me={stableMe} onChange={onChange} />
    </Suspense>
  ) : null;
  return { participants: state?.participants ?? NOBODY, setEditing, connected: state?.connected ?? false, connection };
}
