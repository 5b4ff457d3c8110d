import { validationError } from '@sideline/domain';
import type { FastifyReply } from 'fastify';

/** ETags are the stream version in quotes: `"7"`. */
export const etagOf = (version: number) => `"${version}"`;

export function sendEtag(reply: FastifyReply, version: number): void {
  void reply.header('etag', etagOf(version));
}

/**
 * The version a client edited, from `If-Match: "7"` (weak tags and bare numbers accepted). Absent or `*`: no
 * check (the command is then retried on conflicts like any other). Anything else is a 400 naming the header.
 */
export function expectedVersionOf(ifMatch: string | string[] | undefined): number | undefined {
  const value = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
  if (value === undefined || value.trim() === '' || value.trim() === '*') return undefined;
  const match = value.trim().match(/^(?:W\/)?"?(\d{1,9})"?$/);
  if (!match) {
    throw validationError('REQUEST.INVALID_HEADER', 'The If-Match header is not a version this server sent.', {
      'If-Match': ['Send back the ETag you loaded, like "3".'],
    });
  }
  return Number(match[1]);
}
