import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { authorize, can, type Actor } from './policy';

const visitor: Actor = null;
const coach: Actor = { userId: 'u1', role: 'user' };
const admin: Actor = { userId: 'a1', role: 'admin' };

describe('permission policy', () => {
  it.each([
    ['visitor', visitor, false],
    ['coach', coach, false],
    ['admin', admin, true],
  ] as const)('admin area: %s → %s', (_name, actor, allowed) => {
    expect(can(actor, { action: 'admin.access' })).toBe(allowed);
    expect(can(actor, { action: 'user.manage', targetUserId: 'x' })).toBe(allowed);
  });

  it('lets users edit their own profile and admins any', () => {
    expect(can(coach, { action: 'profile.edit', targetUserId: 'u1' })).toBe(true);
    expect(can(coach, { action: 'profile.edit', targetUserId: 'u2' })).toBe(false);
    expect(can(admin, { action: 'profile.edit', targetUserId: 'u2' })).toBe(true);
    expect(can(visitor, { action: 'profile.edit', targetUserId: 'u1' })).toBe(false);
  });

  it('throws 401-kind for visitors and 403-kind for signed-in users', () => {
    const kindOf = (actor: Actor) => {
      try {
        authorize(actor, { action: 'admin.access' });
        return 'allowed';
      } catch (error) {
        return (error as DomainError).kind;
      }
    };
    expect(kindOf(visitor)).toBe('unauthenticated');
    expect(kindOf(coach)).toBe('forbidden');
    expect(kindOf(admin)).toBe('allowed');
  });
});
