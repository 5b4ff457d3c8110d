import { describe, expect, it } from 'vitest';
import type { Participant } from '../../collab';
import { distinctPeople, editingSentence, othersEditing, soleCoEditor } from './presence-editing';

const person = (clientId: number, id: string, name: string, editing: unknown, isMe = false): Participant => ({
  clientId,
  isMe,
  user: { id, name, color: { background: 'hsl(0, 100%, 83%)', stroke: 'hsl(0, 70%, 35%)' } },
  state: { user: { id, name }, editing },
});

describe('who edits what', () => {
  const me = person(1, 'u1', 'Casey', 'item-a', true);
  const robin = person(2, 'u2', 'Robin', 'item-a');
  const robinAgain = person(5, 'u2', 'Robin', 'item-a');
  const sam = person(3, 'u3', 'Sam', 'item-b');
  const idle = person(4, 'u4', 'Ida', null);

  it('maps each item to the others editing it, leaving me and idle people out', () => {
    const map = othersEditing([me, robin, robinAgain, sam, idle]);
    expect([...map.keys()].sort()).toEqual(['item-a', 'item-b']);
    expect(map.get('item-a')!.map((p) => p.user.name)).toEqual(['Robin']);
    expect(map.get('item-b')!.map((p) => p.user.name)).toEqual(['Sam']);
  });

  it('ignores what is not an item id', () => {
    expect(othersEditing([person(6, 'u6', 'Odd', 42), person(7, 'u7', 'Empty', '')]).size).toBe(0);
  });

  it('says who is editing in words', () => {
    expect(editingSentence([robin])).toBe('Robin is editing this item');
    expect(editingSentence([robin, sam, idle])).toBe('Robin, Sam and Ida are editing this item');
  });

  it('lists each person once', () => {
    expect(distinctPeople([me, robin, robinAgain, sam]).map((p) => p.clientId)).toEqual([1, 2, 3]);
  });

  it('names the one other person in the room as the author of a change, nobody when it could be several or my own tab', () => {
    expect(soleCoEditor([me, robin, robinAgain], 'u1')).toBe('Robin');
    expect(soleCoEditor([me, robin, sam], 'u1')).toBeNull();
    expect(soleCoEditor([me, person(8, 'u1', 'Casey', null)], 'u1')).toBeNull();
  });
});
