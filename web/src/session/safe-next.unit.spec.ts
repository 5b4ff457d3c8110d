import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps same-site relative paths with their query and fragment', () => {
    expect(safeNextPath('/admin')).toBe('/admin');
    expect(safeNextPath('/practice-plans/42/edit?section=3#item-7')).toBe('/practice-plans/42/edit?section=3#item-7');
    expect(safeNextPath('/drills?q=passing%20drill&sort=votes')).toBe('/drills?q=passing%20drill&sort=votes');
  });

  it.each([
    ['absolute URL', 'https://evil.example/phish'],
    ['protocol-relative URL', '//evil.example/phish'],
    ['backslash trick', '/\\evil.example'],
    ['backslash anywhere', '/drills\\..\\..'],
    ['tab trick', '/\t/evil.example'],
    ['newline', '/admin\n'],
    ['dot segment folding into //', '/.//evil.example'],
    ['parent segment folding into //', '/a/..//evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:text/html,hi'],
    ['relative without slash', 'admin'],
    ['the login page itself', '/login?next=/admin'],
    ['an API path', '/api/auth/logout'],
    ['empty', ''],
  ])('rejects %s', (_label, raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });

  it('uses the given fallback, and handles missing values', () => {
    expect(safeNextPath(null, '/home')).toBe('/home');
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/drills/../admin')).toBe('/admin');
    expect(safeNextPath('/../../etc/passwd')).toBe('/etc/passwd');
  });
});

describe('loginPath', () => {
  it('builds the sign-in URL with an encoded next and optional register mode', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/admin?tab=users')).toBe('/login?next=%2Fadmin%3Ftab%3Dusers');
    expect(loginPath('/admin', 'register')).toBe('/login?mode=register&next=%2Fadmin');
  });
});
