import { z } from 'zod';
import type { CollabMode } from './collab-document-kinds';

/**
 * The short-lived token that opens one collab document: `<claims>.<signature>`, both base64url. The API issues it
 * after the policy decided; the collab server checks it without asking anyone. The signature is HMAC-SHA256 with
 * COLLAB_SECRET, computed by the caller (`sign`), so this module stays free of I/O and Node APIs.
 */
export const COLLAB_TOKEN_TTL_SECONDS = 5 * 60;

const claimsSchema = z.object({
  /** 2: names the session it was issued to (`sid`); tokens of version 1 are refused */
  v: z.literal(2),
  /** the one document it opens, `board:<uuid>` */
  doc: z.string().min(1).max(200),
  mode: z.enum(['read', 'write']),
  /** signed-in user, or null for a visitor who came with a share link */
  sub: z.string().min(1).max(100).nullable(),
  /** the share link it was issued through, if any */
  link: z.string().min(1).max(100).nullable(),
  /** the sign-in session it was issued to (null for a visitor): the collab server checks it is still alive */
  sid: z.string().min(1).max(100).nullable(),
  /** expiry in seconds since the epoch */
  exp: z.number().int().positive(),
});
export type CollabTokenClaims = z.output<typeof claimsSchema>;

/** base64url of an HMAC-SHA256 over the text, with the shared secret. */
export type CollabTokenSigner = (text: string) => string;

export type CollabTokenCheck =
  | { ok: true; claims: CollabTokenClaims }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' | 'wrong-document' };

export const collabTokenRequestSchema = z.object({
  documentName: z
    .string({ error: 'Name the document, like board:<id>.' })
    .min(1, 'Name the document, like board:<id>.')
    .max(200),
});

export function issueCollabToken(
  input: {
    documentName: string;
    mode: CollabMode;
    userId: string | null;
    shareLinkId: string | null;
    sessionId: string | null;
    now: Date;
    ttlSeconds?: number;
  },
  sign: CollabTokenSigner,
): { token: string; expiresAt: string; claims: CollabTokenClaims } {
  const exp = Math.floor(input.now.getTime() / 1000) + (input.ttlSeconds ?? COLLAB_TOKEN_TTL_SECONDS);
  const claims: CollabTokenClaims = {
    v: 2,
    doc: input.documentName,
    mode: input.mode,
    sub: input.userId,
    link: input.shareLinkId,
    sid: input.sessionId,
    exp,
  };
  const body = toBase64Url(JSON.stringify(claims));
  return { token: `${body}.${sign(body)}`, expiresAt: new Date(exp * 1000).toISOString(), claims };
}

/** Signature first (nothing unsigned is parsed), then shape, expiry and the document it was issued for. */
export function verifyCollabToken(
  token: string,
  expected: { documentName: string; now: Date },
  sign: CollabTokenSigner,
): CollabTokenCheck {
  if (typeof token !== 'string' || token.length > 2_000) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [body, signature] = parts as [string, string];
  if (!constantTimeEqual(sign(body), signature)) return { ok: false, reason: 'bad-signature' };
  let parsed: ReturnType<typeof claimsSchema.safeParse>;
  try {
    parsed = claimsSchema.safeParse(JSON.parse(fromBase64Url(body)));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const claims = parsed.data;
  if (claims.exp * 1000 <= expected.now.getTime()) return { ok: false, reason: 'expired' };
  if (claims.doc !== expected.documentName) return { ok: false, reason: 'wrong-document' };
  return { ok: true, claims };
}

/** Compares every character whatever the first difference, so timing does not reveal how much of a guess was right. */
export function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** POST /api/collab/token (and a share link's): what opens one collab document, and for what. */
export const collabTokenContract = z.strictObject({
  token: z.string(),
  expiresAt: z.string().describe('ISO 8601'),
  mode: z.enum(['read', 'write']),
  documentName: z.string(),
});
export type CollabToken = z.infer<typeof collabTokenContract>;
