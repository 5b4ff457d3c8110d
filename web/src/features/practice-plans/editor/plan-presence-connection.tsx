import { useCallback, useEffect, useMemo } from 'react';
import { tokenForDocument, useCollabDocument, usePresence, type Participant } from '../../collab';
import { EDITING_FIELD } from './presence-editing';

export interface PlanPresenceState {
  participants: Participant[];
  /** tells the room which item my focus is in (null: none) */
  setEditing: (itemId: string | null) => void;
  connected: boolean;
}

interface PlanPresenceConnectionProps {
  documentName: string;
  me: { id: string | null; name: string };
  onChange: (state: PlanPresenceState) => void;
}

/**
 * The presence room `plan:<id>` (awareness only: nothing is stored there). Loaded on its own (with the collaboration
 * client) by use-plan-presence.tsx, so the editor's first view does not wait for it; it renders nothing.
 */
export function PlanPresenceConnection({ documentName, me, onChange }: PlanPresenceConnectionProps) {
  const tokenSource = useMemo(() => tokenForDocument(documentName), [documentName]);
  const collab = useCollabDocument(documentName, tokenSource);
  const awareness = collab?.awareness ?? null;
  const participants = usePresence(awareness, me);
  const setEditing = useCallback(
    (itemId: string | null) => awareness?.setLocalStateField(EDITING_FIELD, itemId),
    [awareness],
  );
  const connected = collab?.state.connection === 'online';
  useEffect(() => onChange({ participants, setEditing, connected }), [onChange, participants, setEditing, connected]);
  return null;
}
