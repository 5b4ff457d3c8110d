/** Readers of list filters in an address: each drops what it does not accept instead of failing. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export const isUuid = (value: string): value is string => UUID.test(value);

interface ListOptions<T extends string> {
  /** values it keeps (all non-empty ones by default) */
  accept?: (value: string) => value is T;
  /** at most this many (the API's own limit per list filter) */
  max?: number;
}

/**
 * A list filter, comma-separated or repeated as the API takes it: values trimmed, inner spaces made one, empty and
 * repeated ones dropped, in the order given.
 */
export function readList<T extends string = string>(
  params: URLSearchParams,
  key: string,
  options: ListOptions<T> = {},
): T[] {
  const accept = options.accept ?? ((value: string): value is T => value !== '');
  const values = params
    .getAll(key)
    .flatMap((raw) => raw.split(','))
    .map((value) => value.trim().replace(/\s+/g, ' '))
    .filter((value): value is T => value !== '' && accept(value));
  return [...new Set(values)].slice(0, options.max ?? Number.POSITIVE_INFINITY);
}

/** A whole number from `min` to `max`, or null. */
export function readWhole(params: URLSearchParams, key: string, min: number, max: number): number | null {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number.parseInt(raw, 10);
  return value >= min && value <= max ? value : null;
}

/** `true`, `false`, or null for anything else. */
export function readFlag(params: URLSearchParams, key: string): boolean | null {
  const raw = params.get(key);
  return raw === 'true' ? true : raw === 'false' ? false : null;
}

/** The `team` list filter from an address: `mine` or a team id; anything else is no filter. */
export function readTeamFilter(params: URLSearchParams): string | null {
  const value = params.get('team');
  if (value === 'mine') return value;
  return value && isUuid(value) ? value.toLowerCase() : null;
}

/** A chip's state in an include/exclude filter. */
export type Choice = 'include' | 'exclude' | null;

/** A chip's next state on click: not filtered → wanted → unwanted → not filtered. */
export const nextChoice = (choice: Choice): Choice =>
  choice === null ? 'include' : choice === 'include' ? 'exclude' : null;

export function choiceOf<T>(include: readonly T[], exclude: readonly T[], value: T): Choice {
  return include.includes(value) ? 'include' : exclude.includes(value) ? 'exclude' : null;
}

/** The wanted and unwanted lists once `value` is set to `choice`. */
export function withChoice<T>(include: readonly T[], exclude: readonly T[], value: T, choice: Choice): [T[], T[]] {
  const nextInclude = include.filter((v) => v !== value);
  const nextExclude = exclude.filter((v) => v !== value);
  if (choice === 'include') nextInclude.push(value);
  if (choice === 'exclude') nextExclude.push(value);
  return [nextInclude, nextExclude];
}
