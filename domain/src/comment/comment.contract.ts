import { z } from 'zod';
import { isoDateTime } from '../contracts/contract-kit';

/** A comment as the viewer sees it, with what the policy lets them do to it. */
export const commentContract = z.strictObject({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: isoDateTime,
  editedAt: isoDateTime.nullable(),
  can: z.strictObject({ edit: z.boolean(), delete: z.boolean() }),
});
export const commentResponseContract = z.strictObject({ comment: commentContract });
export const commentListContract = z.strictObject({ items: z.array(commentContract) });

/** Named so it does not shadow the DOM's own `Comment` in the browser. */
export type UserComment = z.infer<typeof commentContract>;
