import { useEffect, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { presenceColour, type PresenceColour } from './presence-colour';

export interface PresenceUser {
  /** user id; null for a guest who came with a share link */
  id: string | null;
  name: string;
  color: PresenceColour;
}

export interface Participant {
  clientId: number;
  user: PresenceUser;
  isMe: boolean;
  /** everything else this client shares (viewport, what it is editing…) */
  state: Record<string, unknown>;
}

/** Announces me in the room and lists everyone in it (me first, then by name). */
export function usePresence(awareness: Awareness | null, me: { id: string | null; name: string }): Participant[] {
  const [participants, setParticipants] = useState<Participant[]>([]);
  useEffect(() => {
    if (!awareness) return;
    const user: PresenceUser = { id: me.id, name: me.name, color: presenceColour(String(awareness.clientID)) };
    awareness.setLocalStateField('user', user);
    const read = () => setParticipants(participantsOf(awareness));
    read();
    awareness.on('change', read);
    return () => awareness.off('change', read);
  }, [awareness, me.id, me.name]);
  return participants;
}

export function participantsOf(awareness: Pick<Awareness, 'getStates' | 'clientID'>): Participant[] {
  const list: Participant[] = [];
  awareness.getStates().forEach((state, clientId) => {
    const user = readUser(state.user, clientId);
    if (user) list.push({ clientId, user, isMe: clientId === awareness.clientID, state });
  });
  return list.sort(
    (a, b) => Number(b.isMe) - Number(a.isMe) || a.user.name.localeCompare(b.user.name) || a.clientId - b.clientId,
  );
}

function readUser(value: unknown, clientId: number): PresenceUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') return null;
  // The colour is not taken from the wire: it is the canvas cursor's, derived from the connection.
  return { id: typeof id === 'string' ? id : null, name: name.slice(0, 80), color: presenceColour(String(clientId)) };
}
