import type { Database } from '../types';
import { PgliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL; when set, PostgreSQL is used */
  databaseUrl?: string;
  /** PGlite data directory (embedded mode); in memory when neither option is set */
  dataDir?: string;
  /** schema holding every table; created when missing */
  schema?: string;
}

/** PostgreSQL when a URL is given, otherwise PGlite (in `dataDir`, or in memory). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return PostgresDatabase.open({ url: options.databaseUrl, schema: options.schema });
  return PgliteDatabase.open({ dataDir: options.dataDir, schema: options.schema });
}
