import type { Board, BoardPage, CreateBoardInput, ShareLink, ShareLinkMode, SharedBoard } from '@sideline/domain';
import { apiFetch } from '../../api/api-fetch';

export type { Board, BoardPage, ShareLink, SharedBoard };

export interface BoardListParams {
  q: string;
  mine: boolean;
  /** `mine`: my teams' boards; a team id: that team's */
  team: string | null;
  page: number;
}

export const BOARD_PAGE_SIZE = 24;

export function listBoards({ q, mine, team, page }: BoardListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(BOARD_PAGE_SIZE) });
  if (q) search.set('q', q);
  if (mine) search.set('mine', 'true');
  if (team) search.set('team', team);
  return apiFetch<BoardPage>(`/api/boards?${search}`, { signal });
}

export const fetchBoard = (id: string, signal?: AbortSignal) =>
  apiFetch<{ board: Board }>(`/api/boards/${encodeURIComponent(id)}`, { signal }).then((r) => r.board);
export const createBoard = (input: CreateBoardInput) =>
  apiFetch<{ board: Board }>('/api/boards', { method: 'POST', json: input }).then((r) => r.board);
export const renameBoard = (id: string, name: string) =>
  apiFetch<{ board: Board }>(`/api/boards/${encodeURIComponent(id)}`, { method: 'PATCH', json: { name } }).then(
    (r) => r.board,
  );
export const deleteBoard = (id: string) =>
  apiFetch<void>(`/api/boards/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const restoreBoard = (id: string) =>
  apiFetch<{ board: Board }>(`/api/boards/${encodeURIComponent(id)}/restore`, { method: 'POST', json: {} }).then(
    (r) => r.board,
  );

export const listShareLinks = (id: string, signal?: AbortSignal) =>
  apiFetch<{ items: ShareLink[] }>(`/api/boards/${encodeURIComponent(id)}/share-links`, { signal }).then(
    (r) => r.items,
  );
export const createShareLink = (id: string, mode: ShareLinkMode) =>
  apiFetch<{ link: ShareLink }>(`/api/boards/${encodeURIComponent(id)}/share-links`, {
    method: 'POST',
    json: { mode },
  }).then((r) => r.link);
export const revokeShareLink = (id: string, linkId: string) =>
  apiFetch<void>(`/api/boards/${encodeURIComponent(id)}/share-links/${encodeURIComponent(linkId)}`, {
    method: 'DELETE',
  });
export const fetchSharedBoard = (token: string, signal?: AbortSignal) =>
  apiFetch<SharedBoard>(`/api/boards/share/${encodeURIComponent(token)}`, { signal });

export const boardKeys = {
  all: ['boards'] as const,
  list: (params: BoardListParams) => ['boards', 'list', params] as const,
  detail: (id: string) => ['boards', 'detail', id] as const,
  shareLinks: (id: string) => ['boards', 'share-links', id] as const,
};
