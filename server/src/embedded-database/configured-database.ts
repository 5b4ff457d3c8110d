import { acquireDataDirLock } from '@sideline/eventstore/database/data-dir-lock';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded-postgres';

export type DatabaseEngine = 'postgres' | 'embedded-postgres' | 'pglite';

export interface ConfiguredDatabase {
  engine: DatabaseEngine;
  /** the URL to open; undefined: PGlite in DATA_DIR */
  databaseUrl: string | undefined;
  /** after the app closed its connections: stops the embedded server and frees DATA_DIR */
  stop(): Promise<void>;
}

/** A data directory that PGlite made (Sideline before PostgreSQL came in the box): PGlite's files at its top. */
export const holdsPgliteData = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * The database the configuration names: the PostgreSQL server at DATABASE_URL; without one, PostgreSQL started in
 * DATA_DIR (locked to this process); PGlite when EMBEDDED_DATABASE=pglite, or when DATA_DIR holds PGlite's data.
 */
export async function startConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_DATABASE'>,
  log: (line: string) => void,
): Promise<ConfiguredDatabase> {
  const none = async () => {};
  if (config.DATABASE_URL) return { engine: 'postgres', databaseUrl: config.DATABASE_URL, stop: none };
  if (config.EMBEDDED_DATABASE === 'pglite') return { engine: 'pglite', databaseUrl: undefined, stop: none };
  if (holdsPgliteData(config.DATA_DIR)) {
    log(
      `Note: ${config.DATA_DIR} holds a PGlite database from an earlier Sideline, so it runs on PGlite again; ` +
        'to move it to PostgreSQL, stop Sideline and run: npm run ops:move-from-pglite',
    );
    return { engine: 'pglite', databaseUrl: undefined, stop: none };
  }
  const dataDir = resolve(config.DATA_DIR);
  const lock = acquireDataDirLock(dataDir);
  try {
    const server = await startEmbeddedPostgres({ dataDir, log });
    return {
      engine: 'embedded-postgres',
      databaseUrl: server.url,
      async stop() {
        try {
          await server.stop();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
