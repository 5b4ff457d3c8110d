import { useCallback, useMemo } from 'react';
import { tokenForDocument } from '../../collab/collab-token';
import { useCollabDocument } from '../../collab/use-collab-document';
import { usePresence, type Participant } from '../../collab/use-presence';
import { EDITING_FIELD } from './presence-editing';

export interface PlanPresence {
  participants: Participant[];
  /** tells the room which item my focus is in (null: none) */
  setEditing: (itemId: string | null) => void;
  connected: boolean;
}

/** Who has this plan open, through the presence room `plan:<id>` (awareness only: nothing is stored there). */
export function usePlanPresence(documentName: string, me: { id: string | null; name: string }): PlanPresence {
  const tokenSource = useMemo(() => tokenForDocument(documentName), [documentName]);
  const collab = useCollabDocument(documentName, tokenSource);
  const awareness = collab?.awareness ?? null;
  const participants = usePresence(awareness, me);
  const setEditing = useCallback((itemId: string | null) => awareness?.setLocalStateField(EDITING_FIELD, itemId), [awareness]);
  return { participants, setEditing, connected: collab?.state.connection === 'online' };
}
