import { openCore as openCoreOn, type Core, type CoreOptions } from '@sideline/api';
import { openDatabase } from '@sideline/eventstore';
import type { Config } from './config';

/** Opens the configured database (PGlite in DATA_DIR, or PostgreSQL) and the core built on it. */
export async function openCore(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_SCHEMA'>, options: CoreOptions): Promise<Core> {
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, schema: config.DATABASE_SCHEMA });
  return openCoreOn(db, options);
}
