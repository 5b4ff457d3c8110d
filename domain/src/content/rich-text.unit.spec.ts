import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('rich text', () => {
  it('keeps formatting and drops scripts, handlers and styles', () => {
    const dirty =
      '<p onclick="x()">Run <strong>hard</strong><script>alert(1)</script></p><img src=x onerror=alert(1)><style>p{}</style>';
    expect(sanitizeRichText(dirty)).toBe('<p>Run <strong>hard</strong></p>');
  });
  it('allows only safe links, opened safely', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toContain('href="https://example.org"');
  });
  it('gives plain words for search', () => {
    expect(richTextToPlain('<p>Two&nbsp;lines</p><ul><li>one &amp; two</li></ul>')).toBe('Two lines one & two');
  });
});
