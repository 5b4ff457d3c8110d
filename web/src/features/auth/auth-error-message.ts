import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';

/**
 * Puts the server's per-field messages next to their fields and returns what to show above the form
 * (null when every problem has a field). Sign-in and sign-up answers (400/401/409) carry human
 * messages written for this form, so those are shown as they are.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!isApiError(error)) return friendlyMessage(error);
  let firstField = true;
  const unplaced: string[] = [];
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = fields.find((candidate) => candidate === name);
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: firstField });
      firstField = false;
    } else {
      unplaced.push(...messages);
    }
  }
  if (unplaced.length > 0) return unplaced.join(' ');
  if (!firstField) return null;
  if ([400, 401, 409, 422].includes(error.status) && error.message) return error.message;
  return friendlyMessage(error);
}
