import { DomainError, MAX_INPUT_DEPTH, findUnstorableText, validationError } from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const malformed = () => new DomainError('validation', 'REQUEST.MALFORMED_JSON', 'The request body is not valid JSON.');
const notUtf8 = () =>
  new DomainError(
    'validation',
    'REQUEST.NOT_UTF8',
    'The request body is not valid UTF-8 text. Send JSON encoded as UTF-8.',
  );
const tooDeep = () =>
  new DomainError(
    'validation',
    'REQUEST.TOO_DEEP',
    `The request body is nested more than ${MAX_INPUT_DEPTH} levels deep.`,
    { maxDepth: MAX_INPUT_DEPTH },
  );

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Deepest nesting of [ and { outside strings: checked on the text, before parsing builds anything. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The JSON body parser: the bytes must be UTF-8 (invalid bytes are refused, never silently replaced with "�"),
 * nested at most MAX_INPUT_DEPTH levels, and parsed with Fastify's own prototype-poisoning protection.
 */
export function installJsonBodyParser(fastify: FastifyInstance): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
      if (body.length === 0) {
        done(new DomainError('validation', 'REQUEST.EMPTY_BODY', 'The request body is empty: send a JSON object.'));
        return;
      }
      let text: string;
      try {
        text = utf8.decode(body);
      } catch {
        done(notUtf8());
        return;
      }
      if (jsonDepthExceeds(text, MAX_INPUT_DEPTH)) {
        done(tooDeep());
        return;
      }
      // the default parser answers through its callback
      void parse(request, text, (error, value) => done(error ? malformed() : null, value));
    },
  );
}

/**
 * Every string that comes in, in the path, the query or the body, must be storable text (no NUL, no lone
 * surrogate): a 400 naming the field, checked once for every route before any handler or schema sees it.
 */
export function checkStorableInput(request: FastifyRequest): void {
  for (const [where, value, code] of [
    ['path', request.params, 'REQUEST.INVALID_PATH'],
    ['query', request.query, 'REQUEST.INVALID_QUERY'],
    ['body', request.body, 'REQUEST.INVALID_BODY'],
  ] as const) {
    const found = findUnstorableText(value);
    if (found)
      throw validationError(
        code,
        `${where === 'body' ? 'A field' : `A ${where} parameter`} contains a character that cannot be stored.`,
        { [found.path || '_form']: [found.message] },
      );
  }
}
