/** Schema names come from configuration and tests; keep them to plain identifiers so quoting stays trivial. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function quoteSchema(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`schema name "${schema}" must match ${SCHEMA_NAME} (lower-case letters, digits, underscores)`);
  }
  return `"${schema}"`;
}

/** search_path for a schema: its objects first, then public (for extensions). */
export function searchPathFor(schema: string | undefined): string {
  return schema ? `${quoteSchema(schema)}, public` : '"$user", public';
}

/** JSON text for a jsonb parameter; bigints become strings, as PGlite's own serializer does. */
export function jsonText(value: unknown): string {
  try {
    // Without a replacer JSON.stringify is several times faster; it throws on the rare value holding a bigint.
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  }
}

/** Both drivers reject `undefined` differently; SQL has only NULL. */
export function sqlParams(params: readonly unknown[] | undefined): unknown[] {
  return params ? params.map((p) => (p === undefined ? null : p)) : [];
}

/** Two processes may create the same schema at once; "already exists" is fine. */
export function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '42P06' || code === '23505';
}
