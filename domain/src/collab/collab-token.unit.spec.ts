import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLLAB_TOKEN_TTL_SECONDS, constantTimeEqual, issueCollabToken, verifyCollabToken } from './collab-token';

// The real signer lives in the API and the collab server; the format must not care which HMAC it gets.
const signerWith = (secret: string) => (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
const sign = signerWith('s'.repeat(32));
const now = new Date('2025-03-01T10:00:00.000Z');
const documentName = 'board:6f1c1c4e-0000-4000-8000-000000000001';
const issue = (over: Partial<Parameters<typeof issueCollabToken>[0]> = {}) =>
  issueCollabToken(
    { documentName, mode: 'write', userId: 'u1', shareLinkId: null, sessionId: 's1', now, ...over },
    sign,
  );

describe('collab token', () => {
  it('round-trips the claims and expires after five minutes', () => {
    const { token, expiresAt } = issue();
    expect(expiresAt).toBe(new Date(now.getTime() + COLLAB_TOKEN_TTL_SECONDS * 1000).toISOString());
    expect(verifyCollabToken(token, { documentName, now }, sign)).toEqual({
      ok: true,
      claims: {
        v: 2,
        doc: documentName,
        mode: 'write',
        sub: 'u1',
        link: null,
        sid: 's1',
        exp: now.getTime() / 1000 + COLLAB_TOKEN_TTL_SECONDS,
      },
    });
  });
  it('refuses a token past its expiry', () => {
    const { token } = issue();
    const later = new Date(now.getTime() + COLLAB_TOKEN_TTL_SECONDS * 1000);
    expect(verifyCollabToken(token, { documentName, now: later }, sign)).toEqual({ ok: false, reason: 'expired' });
  });
  it('refuses a token for another document', () => {
    const { token } = issue();
    expect(verifyCollabToken(token, { documentName: 'board:6f1c1c4e-0000-4000-8000-000000000002', now }, sign)).toEqual(
      { ok: false, reason: 'wrong-document' },
    );
  });
  it('refuses a token signed with another secret, and one whose claims were changed', () => {
    const { token } = issue({ mode: 'read' });
    expect(verifyCollabToken(token, { documentName, now }, signerWith('x'.repeat(32)))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString('utf8').replace('"read"', '"write"')).toString(
      'base64url',
    );
    expect(verifyCollabToken(`${forged}.${signature}`, { documentName, now }, sign)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });
  it('refuses garbage without throwing', () => {
    for (const garbage of ['', 'abc', 'a.b.c', '.x', `${'a'.repeat(3000)}.b`]) {
      expect(verifyCollabToken(garbage, { documentName, now }, sign).ok).toBe(false);
    }
    const body = Buffer.from('{"v":3}').toString('base64url');
    expect(verifyCollabToken(`${body}.${sign(body)}`, { documentName, now }, sign)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const notJson = Buffer.from('nope').toString('base64url');
    expect(verifyCollabToken(`${notJson}.${sign(notJson)}`, { documentName, now }, sign)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
  it('refuses a token of version 1 (issued before tokens named their session)', () => {
    const { token } = issue();
    const [body] = token.split('.') as [string, string];
    const v1 = Buffer.from(Buffer.from(body, 'base64url').toString('utf8').replace('"v":2', '"v":1')).toString(
      'base64url',
    );
    expect(verifyCollabToken(`${v1}.${sign(v1)}`, { documentName, now }, sign)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
  it('compares signatures in full', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
