import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';

/** Messages by field (`form` for what belongs to no field), from a zod failure or a refused request. */
export type Errors = Record<string, string>;

export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** The server's per-field messages beside their fields (unknown fields above the form), or a friendly message. */
export function requestErrors(error: unknown, fields: readonly string[]): Errors {
  const errors: Errors = {};
  const byField = isApiError(error) ? error.fieldErrors : {};
  for (const [path, messages] of Object.entries(byField)) {
    const top = path.split('.')[0] ?? '';
    const key = fields.includes(top) ? top : 'form';
    errors[key] = errors[key] ? `${errors[key]} ${messages.join(' ')}` : messages.join(' ');
  }
  if (Object.keys(errors).length === 0) errors.form = friendlyMessage(error);
  return errors;
}
