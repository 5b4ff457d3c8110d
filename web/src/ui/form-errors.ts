import type { FieldErrors } from '@sideline/domain';

export interface PlacedError {
  /** the form path, e.g. `lengthMax`, `positions.1`, `diagrams.0.title` */
  path: string;
  message: string;
}

/**
 * The server's per-field messages (`details.fields`, keyed by the zod path joined with dots) split into those that
 * belong to a field of the form and those that do not (shown above the form instead, never dropped).
 */
export function placeServerErrors(
  fields: FieldErrors,
  formFields: readonly string[],
): { placed: PlacedError[]; unplaced: string[] } {
  const placed: PlacedError[] = [];
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages.join(' ');
    const top = path.split('.')[0] ?? '';
    if (top !== '' && formFields.includes(top)) placed.push({ path, message });
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

/**
 * The first message in a react-hook-form error tree: the field's own, else one of its items'
 * (`positions.1` puts the message on the second item, not on the list).
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own !== '') return own;
  const root = (error as { root?: unknown }).root;
  const fromRoot = root ? firstErrorMessage(root) : undefined;
  if (fromRoot) return fromRoot;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'root' || key === 'types') continue;
    const nested = firstErrorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
