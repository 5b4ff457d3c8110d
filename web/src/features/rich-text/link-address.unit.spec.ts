import { describe, expect, it } from 'vitest';
import { normaliseLinkAddress } from './link-address';

describe('link addresses', () => {
  it('adds https:// to bare addresses and mailto: to email addresses', () => {
    expect(normaliseLinkAddress('example.com/drills')).toBe('https://example.com/drills');
    expect(normaliseLinkAddress(' https://www.youtube.com/watch?v=abc ')).toBe('https://www.youtube.com/watch?v=abc');
    expect(normaliseLinkAddress('coach@example.com')).toBe('mailto:coach@example.com');
  });

  it('refuses what the sanitiser would strip or what is not an address', () => {
    expect(normaliseLinkAddress('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkAddress('data:text/html,hi')).toBeNull();
    expect(normaliseLinkAddress('')).toBeNull();
    expect(normaliseLinkAddress('not a link')).toBeNull();
  });
});
