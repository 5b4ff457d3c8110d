import { describe, expect, it } from 'vitest';
import { FILTERED, scrubDeep, scrubText, scrubUrl } from './sentry-scrub';

describe('scrubUrl', () => {
  it('filters secret query parameters and keeps the rest', () => {
    expect(scrubUrl('https://sideline.test/seasons/7/view?token=abc123&tab=week')).toBe(
      `https://sideline.test/seasons/7/view?token=${FILTERED}&tab=week`,
    );
    expect(scrubUrl('/login?code=xyz&state=s1&mode=register')).toBe(
      `/login?code=${FILTERED}&state=${FILTERED}&mode=register`,
    );
    expect(scrubUrl('/x?session=1&sessionId=2&password=hunter22&access_token=t&api_key=k')).toBe(
      `/x?session=${FILTERED}&sessionId=${FILTERED}&password=${FILTERED}&access_token=${FILTERED}&api_key=${FILTERED}`,
    );
  });

  it('filters tokens in fragments', () => {
    expect(scrubUrl('https://a.test/cb#access_token=abc&expires_in=3600')).toBe(
      `https://a.test/cb#access_token=${FILTERED}&expires_in=3600`,
    );
  });

  it('filters tokens inside an encoded next= value', () => {
    const url = `/login?next=${encodeURIComponent('/seasons/7/view?token=secret1&tab=week')}`;
    const scrubbed = scrubUrl(url);
    expect(scrubbed).not.toContain('secret1');
    expect(decodeURIComponent(scrubbed)).toContain(`token=${FILTERED}`);
    expect(decodeURIComponent(scrubbed)).toContain('tab=week');
  });

  it('filters tokens inside a doubly encoded or raw next= value', () => {
    const inner = encodeURIComponent(encodeURIComponent('/plans?invite=abc999'));
    expect(scrubUrl(`/login?next=${inner}`)).not.toContain('abc999');
    expect(scrubUrl('/login?next=/plans?token=raw777')).not.toContain('raw777');
  });

  it('finds URLs inside free text', () => {
    expect(scrubText('GET /api/seasons/7/calendar.ics?token=zzz failed')).toBe(
      `GET /api/seasons/7/calendar.ics?token=${FILTERED} failed`,
    );
    expect(scrubText('Cookie: session=abc; theme=dark')).toBe(`Cookie: session=${FILTERED}; theme=dark`);
  });

  it('leaves text without parameters alone', () => {
    expect(scrubText("Cannot read properties of undefined (reading 'x')")).toBe(
      "Cannot read properties of undefined (reading 'x')",
    );
    expect(scrubText('/practice-plans/42?page=2')).toBe('/practice-plans/42?page=2');
  });
});

describe('scrubDeep', () => {
  it('scrubs nested strings and secret-named keys in place', () => {
    const payload = {
      request: { url: '/x?token=a', headers: { Authorization: 'Bearer t', Referer: '/y?code=c' } },
      list: ['/z?sid=1', 5, null],
      data: { password: 'hunter2hunter2', from: '/a', to: '/b?token=q' },
    };
    const result = scrubDeep(payload);
    expect(result).toBe(payload);
    expect(payload).toEqual({
      request: { url: `/x?token=${FILTERED}`, headers: { Authorization: FILTERED, Referer: `/y?code=${FILTERED}` } },
      list: [`/z?sid=${FILTERED}`, 5, null],
      data: { password: FILTERED, from: '/a', to: `/b?token=${FILTERED}` },
    });
  });

  it('survives cycles', () => {
    const a: Record<string, unknown> = { url: '/?token=1' };
    a.self = a;
    expect(() => scrubDeep(a)).not.toThrow();
    expect(a.url).toBe(`/?token=${FILTERED}`);
  });
});
