import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { PageTitle } from '../../ui/page-title';
import { useSessionUser } from '../../session/session';
import { tokenForDocument } from '../collab';
import { boardKeys, fetchBoard, type Board } from './board-api';
import { BoardName } from './board-name';
import { BoardWorkspace } from './board-workspace';
import { AccessLost, useAccessLost } from '../teams';

/** `/whiteboard/:boardId`: one board, full screen, live. */
export function BoardPage() {
  const loaded = useLoaderData<Board>();
  const user = useSessionUser();
  const board = useQuery({
    queryKey: boardKeys.detail(loaded.id),
    queryFn: ({ signal }) => fetchBoard(loaded.id, signal),
    initialData: loaded,
  }).data;
  const tokenSource = useMemo(() => tokenForDocument(board.documentName), [board.documentName]);
  const me = useMemo(
    () => ({ id: user?.id ?? null, name: user?.displayName ?? 'Guest' }),
    [user?.id, user?.displayName],
  );
  const lost = useAccessLost(() => fetchBoard(loaded.id).then(() => true));
  if (lost) return <AccessLost what="board" backTo={{ href: '/whiteboard', label: 'Back to the boards' }} />;
  return (
    <>
      <PageTitle title={board.name} />
      <BoardWorkspace
        board={board}
        tokenSource={tokenSource}
        me={me}
        title={<BoardName board={board} />}
        canShare={board.can.share}
        canSeeHistory
        canRestore={board.can.edit}
        backTo={{ href: '/whiteboard', label: 'Boards' }}
      />
    </>
  );
}
