import postgres from 'postgres';
import type { Database, Queryable } from '../types';
import { isAlreadyExists, jsonText, quoteSchema, sqlParams } from './schema-name';

type Sql = postgres.Sql<Record<string, postgres.PostgresType>>;
type Parameters = postgres.ParameterOrJSON<never>[];

export interface PostgresDatabaseOptions {
  url: string;
  /** schema for every table; created when missing, and first on every connection's search_path */
  schema?: string;
  /** pool size; 10 serves an api instance, and leaves room for several processes on a default server */
  max?: number;
}

/**
 * Values come back as PGlite returns them: int8 and xid8 as bigint, jsonb parsed, timestamptz as Date.
 * A jsonb parameter may be a JS value or a string of JSON text (PGlite's rule, so SQL works on both).
 */
const TYPES = {
  bigint: { to: 20, from: [20], serialize: (x: unknown) => String(x), parse: (x: string) => BigInt(x) },
  xid8: { to: 5069, from: [5069], serialize: (x: unknown) => String(x), parse: (x: string) => BigInt(x) },
  json: {
    to: 3802,
    from: [114, 3802],
    serialize: (x: unknown) => (typeof x === 'string' ? x : jsonText(x)),
    parse: (x: string) => JSON.parse(x) as unknown,
  },
};

export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;

  private constructor(
    /** the postgres.js pool, for code that needs the driver itself */
    readonly sql: Sql,
  ) {}

  static async open(options: PostgresDatabaseOptions): Promise<PostgresDatabase> {
    const sql = postgres(options.url, {
      max: options.max ?? 10,
      onnotice: () => {}, // "already exists, skipping" and friends are not news
      connection: options.schema ? { search_path: `${quoteSchema(options.schema)}, public` } : {},
      types: TYPES,
    }) as unknown as Sql;
    const db = new PostgresDatabase(sql);
    try {
      if (options.schema) {
        await db.exec(`CREATE SCHEMA IF NOT EXISTS ${quoteSchema(options.schema)}`).catch((error: unknown) => {
          if (!isAlreadyExists(error)) throw error;
        });
      }
      await db.query('SELECT 1');
      return db;
    } catch (error) {
      await sql.end({ timeout: 1 });
      throw error;
    }
  }

  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]> {
    return runQuery<Row>(this.sql, text, params);
  }

  async exec(text: string): Promise<void> {
    await this.sql.unsafe(text);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.sql.begin((tx) => fn(transactionQueryable(tx))) as Promise<T>;
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const listening = await this.sql.listen(channel, onNotify);
    return () => listening.unlisten();
  }

  async close(): Promise<void> {
    await this.sql.end({ timeout: 5 });
  }
}

async function runQuery<Row>(
  sql: postgres.Sql | postgres.TransactionSql,
  text: string,
  params?: readonly unknown[],
): Promise<Row[]> {
  // With parameters: a named prepared statement, kept per connection and reused by text (parse once, then one round
  // trip per call); postgres.js's unsafe() would otherwise parse every call anew (two round trips). Without
  // parameters: the simple protocol, which also runs several statements (migrations).
  const rows = params?.length
    ? await sql.unsafe(text, sqlParams(params) as Parameters, { prepare: true })
    : await sql.unsafe(text);
  return Array.from(rows) as unknown as Row[];
}

function transactionQueryable(tx: postgres.TransactionSql): Queryable {
  return {
    query: <Row>(text: string, params?: readonly unknown[]) => runQuery<Row>(tx, text, params),
    async exec(text: string) {
      await tx.unsafe(text);
    },
  };
}
