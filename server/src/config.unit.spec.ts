import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded app on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      ROLE: 'all',
      PORT: 3000,
      embedded: true,
      publicUrl: 'http://localhost:3000',
      collabUrl: '',
    });
  });
  it('names every bad variable with what is wrong', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', ROLE: 'everything' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT: must be a port number');
    expect(message).toContain('DATABASE_URL: must be a URL');
    expect(message).toContain('ROLE: must be one of all, api, projections, collab');
  });
  it('requires a shared collab secret when services run apart', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/sideline', ROLE: 'api' })).toThrow(/COLLAB_SECRET/);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/sideline', ROLE: 'api', COLLAB_SECRET: 'x'.repeat(32) }).embedded,
    ).toBe(false);
  });
  it("bounds the embedded database's line in time: 1 s unless told, a number of milliseconds", () => {
    expect(loadConfig({}).EMBEDDED_QUEUE_WAIT_MS).toBe(1_000);
    expect(loadConfig({ EMBEDDED_QUEUE_WAIT_MS: '30000' }).EMBEDDED_QUEUE_WAIT_MS).toBe(30_000);
    expect(() => loadConfig({ EMBEDDED_QUEUE_WAIT_MS: 'forever' })).toThrow(
      /EMBEDDED_QUEUE_WAIT_MS: must be a number of milliseconds/,
    );
  });
  it('bounds collaboration documents unless told otherwise: 4 MB a document, 256 KB/s into one, 512 KB/s a socket, 128 MB held', () => {
    expect(loadConfig({})).toMatchObject({
      COLLAB_MAX_DOCUMENT_BYTES: 4 * 1024 * 1024,
      COLLAB_DOCUMENT_BYTES_PER_SECOND: 256 * 1024,
      COLLAB_SOCKET_BYTES_PER_SECOND: 512 * 1024,
      COLLAB_MEMORY_BUDGET_BYTES: 128 * 1024 * 1024,
    });
    expect(loadConfig({ COLLAB_MAX_DOCUMENT_BYTES: '16777216' }).COLLAB_MAX_DOCUMENT_BYTES).toBe(16 * 1024 * 1024);
    expect(() => loadConfig({ COLLAB_MAX_DOCUMENT_BYTES: 'lots' })).toThrow(
      /COLLAB_MAX_DOCUMENT_BYTES: must be a number of bytes/,
    );
  });
  it('allows 10 sign-ups an hour per address unless told more', () => {
    expect(loadConfig({}).SIGNUPS_PER_HOUR_PER_ADDRESS).toBe(10);
    expect(loadConfig({ SIGNUPS_PER_HOUR_PER_ADDRESS: '200' }).SIGNUPS_PER_HOUR_PER_ADDRESS).toBe(200);
    expect(() => loadConfig({ SIGNUPS_PER_HOUR_PER_ADDRESS: '0' })).toThrow(/SIGNUPS_PER_HOUR_PER_ADDRESS/);
  });
  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).embedded).toBe(true);
  });
  it('trusts no proxy unless told which: a number of hops or addresses and networks, never "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would let any client choose its address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/not an address or network: proxy.internal/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
  it('turns single sign-on on only with an issuer and a client id', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://id.example.org',
        OIDC_CLIENT_ID: 'sideline',
        OIDC_PROVIDER_NAME: 'Club Login',
      }).oidc,
    ).toEqual({
      issuer: 'https://id.example.org',
      clientId: 'sideline',
      clientSecret: null,
      providerName: 'Club Login',
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.org' })).toThrow(/set both/);
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_ISSUER/);
  });
});
