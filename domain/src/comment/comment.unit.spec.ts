import { describe, expect, it } from 'vitest';
import { can } from '../policy/policy';
import { deciderSpec } from '../testing/decider-spec';
import { commentDecider, commentInputSchema, type CommentEvent } from './comment';

const spec = deciderSpec(commentDecider);
const target = { type: 'drill' as const, id: 'd1' };
const posted: CommentEvent = {
  type: 'CommentPosted',
  data: { commentId: 'c1', target, authorId: 'author', body: 'Great drill' },
};
const deletedByAuthor: CommentEvent = { type: 'CommentDeleted', data: { commentId: 'c1', byModerator: false } };

describe('comment decider', () => {
  it('posts a comment once', () => {
    spec
      .given([])
      .when({ type: 'PostComment', data: { commentId: 'c1', target, authorId: 'author', body: 'Great drill' } })
      .then([posted]);
    spec
      .given([posted])
      .when({ type: 'PostComment', data: { commentId: 'c1', target, authorId: 'author', body: 'Again' } })
      .thenThrows('COMMENT.ALREADY_EXISTS');
  });
  it('records an edit, and an unchanged body records nothing', () => {
    spec
      .given([posted])
      .when({ type: 'EditComment', data: { body: 'Great drill!' } })
      .then([{ type: 'CommentEdited', data: { commentId: 'c1', body: 'Great drill!' } }]);
    spec
      .given([posted])
      .when({ type: 'EditComment', data: { body: 'Great drill' } })
      .thenNothingHappens();
  });
  it('records a deletion by the author, or by a moderator', () => {
    spec
      .given([posted])
      .when({ type: 'DeleteComment', data: { byModerator: false } })
      .then([deletedByAuthor]);
    spec
      .given([posted])
      .when({ type: 'DeleteComment', data: { byModerator: true } })
      .then([{ type: 'CommentDeleted', data: { commentId: 'c1', byModerator: true } }]);
  });
  it('refuses anything on a deleted or missing comment', () => {
    spec
      .given([posted, deletedByAuthor])
      .when({ type: 'EditComment', data: { body: 'x' } })
      .thenThrows('COMMENT.DELETED');
    spec
      .given([posted, deletedByAuthor])
      .when({ type: 'DeleteComment', data: { byModerator: false } })
      .thenThrows('COMMENT.DELETED');
    spec
      .given([])
      .when({ type: 'EditComment', data: { body: 'x' } })
      .thenThrows('COMMENT.NOT_FOUND');
  });
  it('trims bodies and refuses empty or overlong ones', () => {
    expect(commentInputSchema.parse({ body: '  hi  ' })).toEqual({ body: 'hi' });
    expect(commentInputSchema.safeParse({ body: '   ' }).success).toBe(false);
    expect(commentInputSchema.safeParse({ body: 'x'.repeat(4_001) }).success).toBe(false);
  });
});

describe('comment permissions in the policy', () => {
  const author = { userId: 'author', role: 'user' as const };
  const stranger = { userId: 'stranger', role: 'user' as const };
  const admin = { userId: 'admin', role: 'admin' as const };
  it('authors edit their own; nobody else does', () => {
    expect([author, stranger, admin, null].map((a) => can(a, { action: 'comment.edit', authorId: 'author' }))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
  it('authors and site admins delete', () => {
    expect(
      [author, stranger, admin, null].map((a) => can(a, { action: 'comment.delete', authorId: 'author' })),
    ).toEqual([true, false, true, false]);
  });
});
