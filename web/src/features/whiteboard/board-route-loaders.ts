import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../api/api-error';
import { boardKeys, fetchBoard, fetchSharedBoard, type SharedBoard } from './board-api';

/** Loads the board before the page renders; a 404/403 reaches the route's error page. */
export const boardLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    queryClient.fetchQuery({
      queryKey: boardKeys.detail(params.boardId ?? ''),
      queryFn: () => fetchBoard(params.boardId ?? '', request.signal),
      staleTime: 0,
    });

/** A dead link is an expected outcome (revoked, board deleted): the page says so, it is not an error page. */
export type SharedBoardLoad = SharedBoard | { gone: string };

export async function sharedBoardLoader({ params, request }: LoaderFunctionArgs): Promise<SharedBoardLoad> {
  try {
    return await fetchSharedBoard(params.token ?? '', request.signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { gone: error.message };
    throw error;
  }
}
