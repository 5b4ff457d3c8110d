import { describe, expect, it } from 'vitest';
import { nginxMainConfig, planCluster, renderNginxSite } from './cluster-plan';

const settings = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/sideline_cluster_x',
  redisUrl: 'redis://127.0.0.1:6379',
  redisPrefix: 'sideline_cluster_x',
  collabSecret: 's'.repeat(43),
  publicUrl: 'http://127.0.0.1:8000',
  replicas: { api: 2, collab: 2, projections: 2 },
  ports: { api: [8001, 8002], collab: [8003, 8004], projections: [8005, 8006] },
};

describe('the cluster plan', () => {
  it('runs two of each role on its own port, every one on the same database, Redis prefix and secret', () => {
    const plan = planCluster(settings);
    expect(plan.map((p) => `${p.name}:${p.port}`)).toEqual([
      'api-1:8001',
      'api-2:8002',
      'collab-1:8003',
      'collab-2:8004',
      'projections-1:8005',
      'projections-2:8006',
    ]);
    expect(new Set(plan.map((p) => p.env.DATABASE_URL))).toEqual(new Set([settings.databaseUrl]));
    expect(plan.find((p) => p.name === 'collab-2')!.env).toMatchObject({
      ROLE: 'collab',
      COLLAB_PORT: '8004',
      COLLAB_URL: 'ws://127.0.0.1:8000/collab',
      COLLAB_DEBOUNCE_MS: '2000',
    });
    expect(plan.find((p) => p.name === 'projections-1')!.env).toMatchObject({
      ROLE: 'projections',
      PORT: '8005',
      PROJECTION_LEASE_MS: '15000',
    });
  });

  it('takes shorter debounces and leases for tests', () => {
    const plan = planCluster({ ...settings, extraEnv: { PROJECTION_LEASE_MS: '3000', COLLAB_DEBOUNCE_MS: '200' } });
    expect(plan.find((p) => p.role === 'projections')!.env.PROJECTION_LEASE_MS).toBe('3000');
    expect(plan.find((p) => p.role === 'collab')!.env.COLLAB_DEBOUNCE_MS).toBe('200');
    expect(plan.find((p) => p.role === 'api')!.env.PROJECTION_LEASE_MS).toBeUndefined();
  });
});

describe('the nginx config', () => {
  const template =
    'upstream a { ${SIDELINE_API_SERVERS} }\nupstream c { ${SIDELINE_COLLAB_SERVERS} }\nlisten ${SIDELINE_LISTEN}; root ${SIDELINE_WEB_ROOT}; proxy_set_header Upgrade $http_upgrade;';

  it('fills the SIDELINE_ placeholders and leaves nginx variables alone', () => {
    const site = renderNginxSite(template, {
      listen: '127.0.0.1:8000',
      webRoot: '/srv/web',
      api: ['127.0.0.1:8001', '127.0.0.1:8002'],
      collab: ['127.0.0.1:8003'],
    });
    expect(site).toContain('server 127.0.0.1:8001 max_fails=1 fail_timeout=2s;');
    expect(site).toContain('server 127.0.0.1:8002');
    expect(site).toContain('listen 127.0.0.1:8000; root /srv/web;');
    expect(site).toContain('$http_upgrade');
    expect(site).not.toContain('${');
  });

  it('refuses a placeholder it does not know', () => {
    expect(() => renderNginxSite('${SIDELINE_NEW_THING}', { listen: '1', webRoot: '/', api: [], collab: [] })).toThrow(
      /SIDELINE_NEW_THING/,
    );
  });

  it('keeps pid, logs and temp files in the prefix', () => {
    const conf = nginxMainConfig('server {}', '/tmp/c', false);
    expect(conf).toContain('pid /tmp/c/nginx.pid;');
    expect(conf).toContain('client_body_temp_path /tmp/c/client_body;');
    expect(conf).not.toContain('user root');
  });
});
