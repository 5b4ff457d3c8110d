import { isApiError } from '../../api/api-error';

/**
 * Where a message goes on a series form: the first path segment after `changes` (`changes.pattern.weekdays` →
 * `pattern`), `scope.from` → `from`; what names no field goes to `form`.
 */
export function fieldOf(path: readonly PropertyKey[]): string {
  const segments = path.map(String);
  if (segments[0] === 'scope') return 'from';
  const rest = segments[0] === 'changes' ? segments.slice(1) : segments;
  return rest[0] ?? 'form';
}

/** A zod failure (checked here with the domain's own schema) as messages per field. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const issue of issues) {
    const key = fieldOf(issue.path);
    placed[key] = placed[key] ? `${placed[key]} ${issue.message}` : issue.message;
  }
  return placed;
}

/** The server's field errors (`details.fields`) the same way; null when the error names no field. */
export function apiIssuesByField(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0) return null;
  const placed: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const key = fieldOf(path.split('.'));
    placed[key] = [placed[key], ...messages].filter(Boolean).join(' ');
  }
  return placed;
}
