import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './password-hashing';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery', cheap);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('same password!', cheap)).not.toBe(await hashPassword('same password!', cheap));
  });
  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});

describe('common passwords', () => {
  it.each(['password123', 'qwertyuiop', '1234567890', 'Password1234', 'iloveyou12'])('flags %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });
  it.each(['quadball-beaters-rule', 'Coach Sam plans 3 drills'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
