import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { boardKeys, fetchBoard, fetchSharedBoard } from './board-api';

/** Loads the board before the page renders; a 404/403 reaches the route's error page. */
export const boardLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) =>
    queryClient.fetchQuery({ queryKey: boardKeys.detail(params.boardId ?? ''), queryFn: () => fetchBoard(params.boardId ?? '', request.signal), staleTime: 0 });

export const sharedBoardLoader = ({ params, request }: LoaderFunctionArgs) => fetchSharedBoard(params.token ?? '', request.signal);
