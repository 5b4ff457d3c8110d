import type { Queryable } from '@sideline/eventstore';

/**
 * Every table of the database's schema (the event log included) whose rows contain any of the texts, case-insensitive:
 * for tests that prove an account's name and email are gone. Reads whole tables: test databases only.
 */
export async function tablesContaining(db: Queryable, texts: readonly string[]): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  if (tables.length < 10) throw new Error(`only ${tables.length} tables in the schema: is this the right database?`);
  const found: string[] = [];
  for (const { name } of tables) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    for (const text of texts) {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${quoted} t WHERE strpos(lower(t::text), lower($1)) > 0`,
        [text],
      );
      if ((row?.n ?? 0) > 0) found.push(`${name} (${text})`);
    }
  }
  return found;
}
