import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt is memory-hard and ships with Node: no native addon to build.
 * N=2^15, r=8 uses 32 MiB per hash (~60–100 ms here), the OWASP baseline for scrypt.
 * Parameters are stored with each hash, so they can be raised later without breaking old hashes.
 */
export interface PasswordHashCost {
  N: number;
  r: number;
  p: number;
}
export const DEFAULT_COST: PasswordHashCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: PasswordHashCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: PasswordHashCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Burn the same time as a real check when the account does not exist, so timing does not reveal which emails are
 * registered.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string, cost: PasswordHashCost = DEFAULT_COST): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password', cost);
  await verifyPassword(password, await dummyHash);
  return false;
}
