import type { CollabToken } from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';

export type IssuedCollabToken = CollabToken;

/** Where a collab token comes from: the signed-in user's rights, or a share link's. Asked again on every connect. */
export type CollabTokenSource = () => Promise<IssuedCollabToken>;

export const tokenForDocument =
  (documentName: string): CollabTokenSource =>
  () =>
    apiFetch<IssuedCollabToken>('/api/collab/token', { method: 'POST', json: { documentName } });

export const tokenForShareLink =
  (shareToken: string): CollabTokenSource =>
  () =>
    apiFetch<IssuedCollabToken>(`/api/boards/share/${encodeURIComponent(shareToken)}/collab-token`, {
      method: 'POST',
      json: {},
    });
