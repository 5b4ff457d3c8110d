/**
 * What `npm run cluster` runs, as data: the processes (role, command, environment) and nginx in front of them. The
 * cluster script starts exactly this; docker-compose.yml describes the same topology, and a test checks that every
 * compose service runs this command with these variables.
 */

import { PROCESS_NODE_FLAGS } from '../process-memory-env';

/** Every app process: node with the memory flags `npm start` uses (server/src/process-memory-env.ts). */
export const SIDELINE_COMMAND = ['node', ...PROCESS_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'] as const;

export type ClusterRole = 'api' | 'collab' | 'projections';

export interface ClusterSettings {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  collabSecret: string;
  /** the proxy's address: what people open */
  publicUrl: string;
  /** processes per role */
  replicas: Record<ClusterRole, number>;
  /** ports per process, in plan order: api 1..n, collab 1..n, projections 1..n */
  ports: Record<ClusterRole, number[]>;
  /** extra variables for every process (shorter debounces and leases in tests, LOG_LEVEL) */
  extraEnv?: Record<string, string>;
}

export interface PlannedProcess {
  /** api-1, collab-2, … */
  name: string;
  role: ClusterRole;
  port: number;
  command: readonly string[];
  env: Record<string, string>;
}

/** Variables every process gets, whatever its role. */
export const SHARED_VARIABLES = [
  'ROLE',
  'HOST',
  'DATABASE_URL',
  'REDIS_URL',
  'REDIS_PREFIX',
  'COLLAB_SECRET',
  'PUBLIC_URL',
  'COLLAB_URL',
  'TRUST_PROXY',
  'SEED_DEMO',
  'LOG_FORMAT',
  'LOG_LEVEL',
] as const;

/** The port variable of each role: the API and the projections' ops endpoints listen on PORT, collab on COLLAB_PORT. */
export const PORT_VARIABLE: Record<ClusterRole, 'PORT' | 'COLLAB_PORT'> = {
  api: 'PORT',
  collab: 'COLLAB_PORT',
  projections: 'PORT',
};

/** Variables one role needs beyond the shared ones. */
export const ROLE_VARIABLES: Record<ClusterRole, readonly string[]> = {
  api: [],
  collab: ['COLLAB_DEBOUNCE_MS', 'COLLAB_MAX_DEBOUNCE_MS'],
  projections: ['PROJECTION_LEASE_MS'],
};

export const ROLE_DEFAULTS: Record<string, string> = {
  COLLAB_DEBOUNCE_MS: '2000',
  COLLAB_MAX_DEBOUNCE_MS: '10000',
  PROJECTION_LEASE_MS: '15000',
};

export function planCluster(settings: ClusterSettings): PlannedProcess[] {
  const wsUrl = `${settings.publicUrl.replace(/^http/, 'ws')}/collab`;
  const processes: PlannedProcess[] = [];
  for (const role of ['api', 'collab', 'projections'] as const) {
    for (let i = 0; i < settings.replicas[role]; i++) {
      const port = settings.ports[role][i];
      if (port === undefined) throw new Error(`no port for ${role}-${i + 1}`);
      const env: Record<string, string> = {
        ROLE: role,
        HOST: '127.0.0.1',
        DATABASE_URL: settings.databaseUrl,
        REDIS_URL: settings.redisUrl,
        REDIS_PREFIX: settings.redisPrefix,
        COLLAB_SECRET: settings.collabSecret,
        PUBLIC_URL: settings.publicUrl,
        COLLAB_URL: wsUrl,
        // nginx on this host is the one proxy in front: believe the address it saw
        TRUST_PROXY: '1',
        SEED_DEMO: 'false',
        LOG_FORMAT: 'json',
        // `log` includes one line per request
        LOG_LEVEL: 'log',
        [PORT_VARIABLE[role]]: String(port),
      };
      for (const name of ROLE_VARIABLES[role]) env[name] = settings.extraEnv?.[name] ?? ROLE_DEFAULTS[name]!;
      for (const [name, value] of Object.entries(settings.extraEnv ?? {}))
        if (!(name in ROLE_DEFAULTS)) env[name] = value;
      processes.push({ name: `${role}-${i + 1}`, role, port, command: SIDELINE_COMMAND, env });
    }
  }
  return processes;
}

/** The nginx server block for these processes, from deploy/nginx/sideline.conf.template. */
export function renderNginxSite(
  template: string,
  values: { listen: string; webRoot: string; api: string[]; collab: string[] },
): string {
  const servers = (addresses: string[]) =>
    addresses.map((address) => `server ${address} max_fails=1 fail_timeout=2s;`).join('\n    ');
  const filled: Record<string, string> = {
    SIDELINE_LISTEN: values.listen,
    SIDELINE_WEB_ROOT: values.webRoot,
    SIDELINE_API_SERVERS: servers(values.api),
    SIDELINE_COLLAB_SERVERS: servers(values.collab),
  };
  return template.replace(/\$\{(SIDELINE_[A-Z_]+)\}/g, (match, name: string) => {
    const value = filled[name];
    if (value === undefined) throw new Error(`the nginx template names ${match}, which the cluster does not fill`);
    return value;
  });
}

/** A whole nginx.conf around the site, running unprivileged in `prefix` (pid, logs and temp files there). */
export function nginxMainConfig(site: string, prefix: string, runAsRoot: boolean): string {
  return `${runAsRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  keepalive_timeout 65;
${site}
}
`;
}
