import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, openTestApi, type TestApi } from '../testing/test-api';

/**
 * Per-address limits: keyed on an address the client cannot choose, and counting every refusal that tells something.
 */
describe.each(databaseTargets())('per-address limits on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(target);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const from = (remoteAddress: string, path: string, body: unknown, forwardedFor?: string) =>
    api.app.inject({
      method: 'POST',
      url: path,
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: JSON.stringify(body),
    });

  it('counts sign-ups refused for a taken email toward the 10 an hour per address: no endless probing for accounts', async () => {
    expect(
      (
        await from('203.0.113.1', '/api/auth/register', {
          email: 'known@example.com',
          password: TEST_PASSWORD,
          displayName: 'Known',
        })
      ).statusCode,
    ).toBe(201);
    const probes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await from('203.0.113.2', '/api/auth/register', {
        email: 'known@example.com',
        password: TEST_PASSWORD,
        displayName: 'Prober',
      });
      probes.push(response.statusCode);
      if (i === 0)
        expect(JSON.parse(response.body).error.details.fields.email).toEqual([
          'An account with this email already exists. Sign in instead?',
        ]);
    }
    expect(probes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(probes.slice(10)).toEqual([429, 429]);
    // another address is not affected
    expect(
      (
        await from('203.0.113.3', '/api/auth/register', {
          email: 'known@example.com',
          password: TEST_PASSWORD,
          displayName: 'Other',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('ignores a forged X-Forwarded-For by default: changing it does not reset a limit', async () => {
    const wrong = (forwardedFor: string) =>
      from(
        '198.51.100.9',
        '/api/auth/login',
        { email: `nobody-${forwardedFor}@example.com`, password: 'not the password' },
        forwardedFor,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await wrong(`10.9.${i}.1`)).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
