// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBootData } from './boot-data';

function setBootBlock(json: string | null) {
  document.head.innerHTML = json === null ? '' : `<script type="application/json" id="sideline-boot">${json}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('readBootData', () => {
  it('reads the user and the Sentry settings injected by the server', () => {
    setBootBlock(
      JSON.stringify({
        user: {
          id: 'u1',
          email: 'coach@example.com',
          displayName: 'Casey',
          role: 'admin',
          can: { adminArea: true, createContent: true },
        },
        sentry: { dsn: 'https://k@o1.ingest.sentry.io/2', environment: 'production', release: 'abc123' },
        collabUrl: 'wss://sideline.example/collab',
      }),
    );
    expect(readBootData()).toEqual({
      user: {
        id: 'u1',
        email: 'coach@example.com',
        displayName: 'Casey',
        role: 'admin',
        can: { adminArea: true, createContent: true },
      },
      sentry: { dsn: 'https://k@o1.ingest.sentry.io/2', environment: 'production', release: 'abc123' },
      collabUrl: 'wss://sideline.example/collab',
    });
  });

  it('knows a signed-out visitor, and treats an empty DSN as "off"', () => {
    setBootBlock('{"user": null, "sentry": {"dsn": "", "environment": "dev", "release": "x"}}');
    expect(readBootData()).toEqual({
      user: null,
      sentry: { dsn: null, environment: 'dev', release: 'x' },
      collabUrl: null,
    });
  });

  it('ignores a collab address that is not a WebSocket URL', () => {
    setBootBlock('{"user": null, "sentry": {}, "collabUrl": "javascript:alert(1)"}');
    expect(readBootData()?.collabUrl).toBeNull();
  });

  it('returns null without a block (vite dev), so the app asks /api/auth/me', () => {
    setBootBlock(null);
    expect(readBootData()).toBeNull();
  });

  it('returns null for broken JSON, and an unknown user for a malformed one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setBootBlock('{not json');
    expect(readBootData()).toBeNull();
    setBootBlock('{"user": {"id": "u1", "role": "owner"}, "sentry": {}}');
    expect(readBootData()).toEqual({
      user: undefined,
      sentry: { dsn: null, environment: 'production', release: 'unknown' },
      collabUrl: null,
    });
  });
});
