import { describe, expect, it } from 'vitest';
import { participantsOf } from './use-presence';

describe('participantsOf', () => {
  it('lists me first, then others by name, skipping clients that did not say who they are', () => {
    const states = new Map<number, Record<string, unknown>>([
      [3, { user: { id: 'u3', name: 'Zoe', color: { background: '#000000', stroke: '#111111' } } }],
      [1, { user: { id: 'u1', name: 'Me', color: { background: '#222222', stroke: '#333333' } } }],
      [2, { user: { id: null, name: 'Alex' }, drag: null }],
      [4, {}],
    ]);
    const list = participantsOf({ clientID: 1, getStates: () => states });
    expect(list.map((p) => [p.user.name, p.isMe])).toEqual([
      ['Me', true],
      ['Alex', false],
      ['Zoe', false],
    ]);
    expect(list[1]!.user.color.background).toMatch(/^hsl\(/);
  });
});
