import { useMemo } from 'react';
import { useSessionUser } from '../../../session/session';
import { tokenForDocument, useCollabDocument, type CollabDocument, usePresence, type Participant } from '../../collab';

export interface FormationCollab {
  collab: CollabDocument | null;
  participants: Participant[];
}

/**
 * Opens the formation's diagram (`formation:<id>`) for as long as the page shows it, and announces me in it. The
 * page holds it (not the canvas), so the connection and its "stored version" survive switching tabs.
 */
export function useFormationCollab(documentName: string): FormationCollab {
  const user = useSessionUser();
  // A fresh token on every connect: a changed permission (made private, editing turned off) applies at once.
  const tokenSource = useMemo(() => tokenForDocument(documentName), [documentName]);
  const collab = useCollabDocument(documentName, tokenSource);
  const me = useMemo(
    () => ({ id: user?.id ?? null, name: user?.displayName ?? 'Guest' }),
    [user?.id, user?.displayName],
  );
  const participants = usePresence(collab?.awareness ?? null, me);
  return { collab, participants };
}
