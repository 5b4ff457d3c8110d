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
    const response = await api.request({
      method: 'POST',
      url: '/api/auth/logout',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('REQUEST.FOREIGN_ORIGIN');
    const sameSite = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'x@example.com', password: 'y' },
      headers: { origin: 'http://sideline.internal:8080', host: 'sideline.internal:8080' },
    });
    expect(sameSite.status).toBe(401);
  });

  it('answers malformed JSON, non-JSON bodies and empty bodies with a 4xx in the one shape', async () => {
    const malformed = await api.request({ method: 'POST', url: '/api/auth/login', body: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('REQUEST.MALFORMED_JSON');
    const form = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      body: undefined,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '7' },
    });
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
    const withBodies = Object.entries(
      docs.body.paths as Record<string, Record<string, { requestBody?: unknown }>>,
    ).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody)
        .map(([method, _op]) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, 'some-id') })),
    );
    expect(withBodies.length).toBeGreaterThanOrEqual(2);
    const admin = await api.core.accounts.ensureAdmin(
      { email: 'root@example.com', password: 'a-long-admin-password', displayName: 'Root' },
      { actorId: null, commandId: 'c', correlationId: 'c', causationId: null, at: new Date().toISOString() },
    );
    expect(admin.created).toBe(true);
    const adminCookie = (
      await api.request({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: 'root@example.com', password: 'a-long-admin-password' },
      })
    ).cookie;
    const before = await eventCount(api.core);
    const garbage: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      { email: ['x'], password: { $gt: '' }, role: 'god', disabled: 'yes' },
      { displayName: 'x'.repeat(100_000) },
    ];
    for (const { method, path } of withBodies) {
      for (const body of garbage) {
        const response = await api.request({
          method,
          url: path,
          body: JSON.stringify(body),
          cookie: path.includes('/admin/') ? adminCookie : cookie,
        });
        expect(response.status, `${method} ${path} with ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.status, `${method} ${path} with ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        expect(response.body.error.code).toBeTruthy();
      }
    }
    expect(await eventCount(api.core)).toBe(before);
  });

  type Operation = {
    requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
    parameters?: { name: string; in: string }[];
    'x-access'?: string;
  };
  type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[] };
  const operations = async () => {
    const docs = await api.request({ method: 'GET', url: '/api/docs' });
    return Object.entries(docs.body.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        op,
        url: path.replace(/\{\w+\}/g, 'some-id'),
      })),
    );
  };
  const isString = (schema: JsonSchema | undefined): boolean =>
    !!schema &&
    (schema.type === 'string' ||
      (Array.isArray(schema.type) && schema.type.includes('string')) ||
      !!schema.anyOf?.some(isString));
  let adminCookie = '';
  const cookieFor = async (path: string) => {
    if (!path.includes('/admin/')) return cookie;
    if (!adminCookie) {
      await api.core.accounts.ensureAdmin(
        { email: 'strays@example.com', password: 'a-long-admin-password', displayName: 'Strays' },
        { actorId: null, commandId: 'c', correlationId: 'c', causationId: null, at: new Date().toISOString() },
      );
      adminCookie = (
        await api.request({
          method: 'POST',
          url: '/api/auth/login',
          body: { email: 'strays@example.com', password: 'a-long-admin-password' },
        })
      ).cookie!;
    }
    return adminCookie;
  };

  it('refuses a NUL or a lone surrogate in every string of every documented body, query and path parameter: 400 naming it, never a 500', async () => {
    await cookieFor('/api/admin/');
    const before = await eventCount(api.core);
    let checked = 0;
    for (const { method, path, op, url } of await operations()) {
      const who = await cookieFor(path);
      const bodySchema = op.requestBody?.content['application/json'].schema;
      const strings = Object.entries(bodySchema?.properties ?? {})
        .filter(([, schema]) => isString(schema))
        .map(([name]) => name);
      for (const name of strings) {
        for (const raw of [`{"${name}":"a\\u0000b"}`, `{"${name}":"cut \\ud83d"}`]) {
          const response = await api.request({ method, url, body: raw, cookie: who });
          expect(response.status, `${method} ${path} ${name} ${raw}`).toBe(400);
          expect(response.body.error.details.fields, `${method} ${path} ${name}`).toHaveProperty([name]);
          checked++;
        }
      }
      for (const param of op.parameters ?? []) {
        const target =
          param.in === 'path'
            ? path.replace(`{${param.name}}`, '%00').replace(/\{\w+\}/g, 'some-id')
            : `${url}?${param.name}=%00`;
        const response = await api.request({
          method,
          url: target,
          cookie: who,
          ...(op.requestBody ? { body: {} } : {}),
        });
        expect(response.status, `${method} ${target}`).toBe(400);
        expect(response.body.error.details.fields, `${method} ${target}`).toHaveProperty([param.name]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(await eventCount(api.core)).toBe(before);
  });

  it('refuses bodies nested deeper than 64 levels and bodies that are not UTF-8, on every documented endpoint with a body', async () => {
    const deep = `{"diagrams":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const notUtf8 = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    for (const { method, path, op, url } of await operations()) {
      if (!op.requestBody) continue;
      const who = await cookieFor(path);
      const tooDeep = await api.request({ method, url, body: deep, cookie: who });
      expect(tooDeep.status, `${method} ${path}`).toBe(400);
      expect(tooDeep.body.error.code).toBe('REQUEST.TOO_DEEP');
      const latin1 = await api.app.inject({
        method: method as 'POST',
        url,
        payload: notUtf8,
        headers: { 'content-type': 'application/json', cookie: who },
      });
      expect(latin1.statusCode, `${method} ${path}`).toBe(400);
      expect(JSON.parse(latin1.body).error.code).toBe('REQUEST.NOT_UTF8');
    }
    const fine = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      body: '{"email":"coach@example.com","password":"café au lait, wrong"}',
    });
    expect(fine.status).toBe(401);
  });

  it('answers a visitor 401 on every endpoint documented as signed-in or admin, before looking at the body', async () => {
    const guarded = (await operations()).filter(
      ({ op }) => op['x-access'] === 'signed-in' || op['x-access'] === 'admin',
    );
    expect(guarded.length).toBeGreaterThan(30);
    for (const { method, path, op, url } of guarded) {
      const response = await api.request({
        method,
        url,
        ...(op.requestBody || method !== 'GET' ? { body: '{"name": 12, "bad": [' } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.error.code).toBe('AUTH.REQUIRED');
    }
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
