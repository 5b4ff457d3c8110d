import { describe, expect, it } from 'vitest';
import { findUnstorableText, textSchema, unstorableTextProblem } from './storable-text';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps everything else (emoji, accents, tabs, new lines)', () => {
    expect(unstorableTextProblem('a\u0000b')).not.toBeNull();
    expect(unstorableTextProblem('cut \uD83D')).not.toBeNull();
    expect(unstorableTextProblem('\uDE00 tail')).not.toBeNull();
    expect(unstorableTextProblem('Ünïcode 😀 tab\tand\nlines')).toBeNull();
    expect(textSchema.safeParse('fine 😀').success).toBe(true);
    expect(textSchema.safeParse('bad\u0000').success).toBe(false);
  });

  it('finds the first bad string or key anywhere in an input, naming its path, even when deeply nested', () => {
    expect(findUnstorableText({ name: 'ok', items: [{ title: 'ok' }, { title: 'x\u0000' }] })).toMatchObject({
      path: 'items.1.title',
    });
    expect(findUnstorableText({ ['k\u0000']: 1 })).toMatchObject({ path: 'k\u0000' });
    expect(findUnstorableText({ a: [1, true, null, 'fine'] })).toBeNull();
    let deep: unknown = 'x\uD800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)?.message).toBeTruthy();
  });
});
