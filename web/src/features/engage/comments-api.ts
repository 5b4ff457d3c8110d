import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-fetch';
import type { UserComment } from '@sideline/domain';

/**
 * Comments on anything that has them: listed and posted under the subject's own path (`/api/drills/<id>`,
 * `/api/formations/<id>`…), edited and deleted through `/api/comments/:id`.
 */

export async function fetchComments(subjectPath: string, signal?: AbortSignal): Promise<UserComment[]> {
  return (await apiFetch<{ items: UserComment[] }>(`${subjectPath}/comments`, { signal })).items;
}

export async function postComment(subjectPath: string, body: string): Promise<UserComment> {
  return (await apiFetch<{ comment: UserComment }>(`${subjectPath}/comments`, { method: 'POST', json: { body } }))
    .comment;
}

export async function editComment(commentId: string, body: string): Promise<UserComment> {
  return (
    await apiFetch<{ comment: UserComment }>(`/api/comments/${encodeURIComponent(commentId)}`, {
      method: 'PATCH',
      json: { body },
    })
  ).comment;
}

export const deleteComment = (commentId: string) =>
  apiFetch<void>(`/api/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' });

/** The subject's comments under the caller's own key, so its live updates can invalidate them with the rest. */
export const commentsQuery = (subjectPath: string, queryKey: QueryKey) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => fetchComments(subjectPath, signal) });
