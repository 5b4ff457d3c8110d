/** Drill names match ignoring case, surrounding space and runs of spaces: "Three Man Weave" = "three  man weave". */
export function drillNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A drill is a duplicate of another with the same name in the same sport (the same name in another sport is not). */
export const duplicateKey = (sport: string, name: string) => `${sport}\u0000${drillNameKey(name)}`;

export interface NamedRow {
  row: number;
  sport: unknown;
  name: unknown;
}

/**
 * For each row whose name an earlier row of the file already has: that earlier row's number.
 * Rows without a usable name or sport are never duplicates (they are invalid anyway).
 */
export function duplicatesInFile(rows: readonly NamedRow[]): Map<number, number> {
  const firstRowByKey = new Map<string, number>();
  const duplicates = new Map<number, number>();
  for (const { row, sport, name } of rows) {
    if (typeof name !== 'string' || typeof sport !== 'string' || drillNameKey(name) === '') continue;
    const key = duplicateKey(sport, name);
    const first = firstRowByKey.get(key);
    if (first === undefined) firstRowByKey.set(key, row);
    else duplicates.set(row, first);
  }
  return duplicates;
}
