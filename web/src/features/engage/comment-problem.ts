import { commentInputSchema } from '@sideline/domain';

/** The first problem with a comment body, checked with the same schema as the API. */
export function commentProblem(body: string): string | null {
  const result = commentInputSchema.safeParse({ body });
  return result.success ? null : (result.error.issues[0]?.message ?? 'Write a comment.');
}
