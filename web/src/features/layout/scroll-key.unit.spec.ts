import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

describe('the scroll key', () => {
  it("gives the first entry of each page load a key of its own, and the router's entries theirs", () => {
    expect(scrollKey({ key: 'default' }, 'one')).not.toBe(scrollKey({ key: 'default' }, 'two'));
    expect(scrollKey({ key: 'default' }, 'one')).toBe(scrollKey({ key: 'default' }, 'one'));
    expect(scrollKey({ key: 'abc123' }, 'one')).toBe('abc123');
  });
});
