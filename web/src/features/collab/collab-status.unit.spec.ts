import { describe, expect, it } from 'vitest';
import { presenceColour } from './presence-colour';
import { base64ToBytes, editsStored, parseStoredMessage } from './stored-state';

describe('stored state', () => {
  it("reads the server's stored message and ignores anything else", () => {
    expect(parseStoredMessage('{"type":"sideline.stored","version":4,"stateVector":"AQID"}')).toEqual({
      type: 'sideline.stored',
      version: 4,
      stateVector: 'AQID',
    });
    expect(parseStoredMessage('{"type":"other"}')).toBeNull();
    expect(parseStoredMessage('{"type":"sideline.stored","version":"4","stateVector":""}')).toBeNull();
    expect(parseStoredMessage('not json')).toBeNull();
  });

  it('calls my edits saved only once the stored vector covers my clock', () => {
    const stored = new Map([[7, 12]]);
    expect(editsStored(stored, 7, 12)).toBe(true);
    expect(editsStored(stored, 7, 13)).toBe(false);
    expect(editsStored(stored, 9, 1)).toBe(false);
    expect(editsStored(new Map(), 9, 0)).toBe(true);
  });

  it('decodes base64', () => {
    expect([...base64ToBytes('AQID')]).toEqual([1, 2, 3]);
  });
});

describe('presence colour', () => {
  it("matches the colour Excalidraw draws the same connection's cursor in", () => {
    expect(presenceColour('1')).toEqual(presenceColour('1'));
    // Excalidraw: hash = (hash << 5) - hash + code over the id; hue = |hash| % 37 * 10; hsl(hue, 100%, 83%)
    expect(presenceColour('1').background).toBe(`hsl(${(49 % 37) * 10}, 100%, 83%)`);
  });
});
