import type { Participant } from '../../collab';

/** The awareness field each editor sets: the id of the item whose inputs have focus, or null. */
export const EDITING_FIELD = 'editing';

export function editingItemOf(participant: Pick<Participant, 'state'>): string | null {
  const value = participant.state[EDITING_FIELD];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Who else is editing which item: item id → the other people on it (a person may have the editor open twice; each
 * tab counts once per item). I am left out: my own focus needs no chip.
 */
export function othersEditing(participants: readonly Participant[]): Map<string, Participant[]> {
  const byItem = new Map<string, Participant[]>();
  for (const participant of participants) {
    if (participant.isMe) continue;
    const itemId = editingItemOf(participant);
    if (!itemId) continue;
    const list = byItem.get(itemId) ?? [];
    const sameUser = participant.user.id !== null && list.some((other) => other.user.id === participant.user.id);
    if (!sameUser) list.push(participant);
    byItem.set(itemId, list);
  }
  return byItem;
}

/** "Robin is editing", "Robin and Sam are editing": the chip's words for screen readers. */
export function editingSentence(people: readonly Participant[]): string {
  const names = people.map((p) => p.user.name);
  if (names.length === 0) return '';
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} ${names.length === 1 ? 'is' : 'are'} editing this item`;
}

/** One entry per person in the room (the same coach in two tabs is listed once, me first). */
export function distinctPeople(participants: readonly Participant[]): Participant[] {
  const seen = new Set<string>();
  return participants.filter((participant) => {
    const key = participant.user.id ?? `guest:${participant.clientId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Who changed a field, as far as the room tells: the one other person in it (by account, so my own second tab is
 * not "them"). With nobody else or several others, null: the prompt says "Someone else".
 */
export function soleCoEditor(participants: readonly Participant[], myId: string | null): string | null {
  const others = distinctPeople(participants).filter(
    (participant) => !participant.isMe && (myId === null || participant.user.id !== myId),
  );
  return others.length === 1 ? others[0]!.user.name : null;
}
