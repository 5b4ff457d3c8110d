import { z } from 'zod';

/**
 * Text we can store and show: every string that comes in (bodies, query and path parameters, names, comments, text
 * inside diagrams and imported rows) is held to this. PostgreSQL refuses the NUL character in text and JSON, and a
 * lone UTF-16 surrogate (half of an emoji, cut) is not a character at all: both used to reach the database and
 * come back as a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'This contains a character that cannot be stored (a NUL character or half of an emoji). Remove it and try again.';

/** What is wrong with this text, or null when it can be stored. */
export function unstorableTextProblem(text: string): string | null {
  return text.includes('\u0000') || LONE_SURROGATE.test(text) ? UNSTORABLE_TEXT_MESSAGE : null;
}

/** A string that can be stored: the one text schema every input string goes through. */
export const textSchema = z
  .string()
  .refine((text) => unstorableTextProblem(text) === null, { message: UNSTORABLE_TEXT_MESSAGE });

/**
 * Deepest nesting of arrays and objects accepted in input (diagrams are the deepest legitimate input, a few levels).
 */
export const MAX_INPUT_DEPTH = 64;

/**
 * The first string (or object key) in a parsed input that cannot be stored, with its path (`items.3.name`), or
 * null. Walks without recursion, so even absurd nesting cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const message = unstorableTextProblem(current);
      if (message) return { path, message };
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        const message = unstorableTextProblem(key);
        if (message) return { path: at, message };
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}
