import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';

describe.each(databaseTargets())('HTTP contract on $name', (target) => {
  let api: TestApi;
  let cookie: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    cookie = await api.signUp('coach@example.com');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('refuses state changes from another site', async () => {
    const response = await api.request({ method: 'POST', url: '/api/auth/logout', cookie, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('REQUEST.FOREIGN_ORIGIN');
    const sameSite = await api.request({ method: 'POST', url: '/api/auth/login', body: { email: 'x@example.com', password: 'y' }, headers: { origin: 'http://sideline.internal:8080', host: 'sideline.internal:8080' } });
    expect(sameSite.status).toBe(401);
  });

  it('answers malformed JSON, non-JSON bodies and empty bodies with a 4xx in the one shape', async () => {
    const malformed = await api.request({ method: 'POST', url: '/api/auth/login', body: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('REQUEST.MALFORMED_JSON');
    const form = await api.request({ method: 'POST', url: '/api/auth/login', body: undefined, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '7' } });
    expect([400, 415]).toContain(form.status);
    expect(form.body.error.code).toMatch(/^REQUEST\./);
    const empty = await api.request({ method: 'POST', url: '/api/auth/login' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBeTruthy();
  });

  it('gives unknown API routes a JSON 404', async () => {
    const response = await api.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'ROUTE.NOT_FOUND', message: expect.any(String) } });
  });

  it('rejects bad input to every documented endpoint with a 400, never a 500, and appends nothing', async () => {
    const docs = await api.request({ method: 'GET', url: '/api/docs' });
    const withBodies = Object.entries(docs.body.paths as Record<string, Record<string, { requestBody?: unknown }>>).flatMap(([path, ops]) =>
      Object.entries(ops).filter(([, op]) => op.requestBody).map(([method, _op]) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, 'some-id') })),
    );
    expect(withBodies.length).toBeGreaterThanOrEqual(2);
    const admin = await api.core.accounts.ensureAdmin({ email: 'root@example.com', password: 'a-long-admin-password', displayName: 'Root' }, { actorId: null, commandId: 'c', correlationId: 'c', causationId: null, at: new Date().toISOString() });
    expect(admin.created).toBe(true);
    const adminCookie = (await api.request({ method: 'POST', url: '/api/auth/login', body: { email: 'root@example.com', password: 'a-long-admin-password' } })).cookie;
    const before = await eventCount(api.core);
    const garbage: unknown[] = [null, [], 'text', 42, {}, { email: ['x'], password: { $gt: '' }, role: 'god', disabled: 'yes' }, { displayName: 'x'.repeat(100_000) }];
    for (const { method, path } of withBodies) {
      for (const body of garbage) {
        const response = await api.request({ method, url: path, body: JSON.stringify(body), cookie: path.includes('/admin/') ? adminCookie : cookie });
        expect(response.status, `${method} ${path} with ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path} with ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        expect(response.body.error.code).toBeTruthy();
      }
    }
    expect(await eventCount(api.core)).toBe(before);
  });

  it('serves an OpenAPI document describing request bodies from the shared schemas', async () => {
    const docs = await api.request({ method: 'GET', url: '/api/docs' });
    expect(docs.status).toBe(200);
    expect(docs.body.openapi).toBe('3.1.0');
    const register = docs.body.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(register.requestBody.content['application/json'].schema.properties.password.minLength).toBe(10);
    expect(docs.body.paths['/api/admin/users/{id}/role'].patch['x-access']).toBe('admin');
  });

  it('reports health and readiness', async () => {
    expect((await api.request({ method: 'GET', url: '/healthz' })).body).toEqual({ status: 'ok' });
    const ready = await api.request({ method: 'GET', url: '/readyz' });
    expect(ready.status).toBe(200);
    expect(ready.body.checks.database.ok).toBe(true);
    expect(ready.body.checks['projection:users'].ok).toBe(true);
  });

  it('sends security headers', async () => {
    const response = await api.request({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
