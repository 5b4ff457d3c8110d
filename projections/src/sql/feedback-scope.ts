import type { SqlParams } from './sql-params';

/** Who is reading feedback: signed in (visitors read only what their private link opens) and whether a site admin. */
export interface FeedbackReader {
  userId: string;
  admin: boolean;
}

/**
 * The policy's `feedback.read` in SQL over `feedback_items` (aliased `alias`): site admins read everything, others
 * what they sent and everyone's ideas. `feedback-scope.int.spec.ts` runs it and the policy over the same rows.
 */
export function feedbackScopeSql(alias: string, reader: FeedbackReader, params: SqlParams): string {
  if (reader.admin) return 'TRUE';
  return `(${alias}.sender_id = ${params.add(reader.userId)} OR ${alias}.kind = 'idea')`;
}
