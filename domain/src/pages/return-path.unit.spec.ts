import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query and fragment, percent-encoded', () => {
    expect(safeReturnPath('/admin')).toBe('/admin');
    expect(safeReturnPath('/practice-plans/42/edit?section=3#item-7')).toBe('/practice-plans/42/edit?section=3#item-7');
    expect(safeReturnPath('/drills?q=passing%20drill&sort=votes')).toBe('/drills?q=passing%20drill&sort=votes');
    expect(safeReturnPath('/drills/é?x=ü')).toBe('/drills/%C3%A9?x=%C3%BC');
  });

  it.each([
    ['absolute URL', 'https://evil.example/phish'],
    ['protocol-relative URL', '//evil.example/phish'],
    ['backslash trick', '/\\evil.example'],
    ['backslash anywhere', '/drills\\..\\..'],
    ['tab trick', '/\t/evil.example'],
    ['newline', '/\n/x'],
    ['carriage return', '/admin\r'],
    ['delete character', '/admin\u007f'],
    ['dot segment folding into //', '/.//evil.example'],
    ['parent segment folding into //', '/a/..//evil.example'],
    ['encoded dot segment folding into //', '/%2e%2e//evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:text/html,hi'],
    ['relative without slash', 'admin'],
    ['the login page itself', '/login?next=/admin'],
    ['an API path', '/api/auth/logout'],
    ['empty', ''],
  ])('refuses %s', (_label, raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });

  it('falls back for what is not a string or too long, to the given fallback', () => {
    expect(safeReturnPath(null, '/home')).toBe('/home');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(['/admin'])).toBe('/');
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/drills/../admin')).toBe('/admin');
    expect(safeReturnPath('/../../etc/passwd')).toBe('/etc/passwd');
  });
});
