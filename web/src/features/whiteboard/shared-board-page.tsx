import { useMemo } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { PageTitle } from '../../ui/page-title';
import { useSessionUser } from '../auth/session';
import { tokenForShareLink } from '../collab/collab-token';
import type { SharedBoard } from './board-api';
import { BoardWorkspace } from './board-workspace';
import styles from './whiteboard.module.css';

/** `/whiteboard/shared/:token`: a board opened with a share link, signed in or not. */
export function SharedBoardPage() {
  const shared = useLoaderData() as SharedBoard;
  const { token = '' } = useParams();
  const user = useSessionUser();
  const tokenSource = useMemo(() => tokenForShareLink(token), [token]);
  const me = useMemo(() => ({ id: user?.id ?? null, name: user?.displayName ?? 'Guest' }), [user?.id, user?.displayName]);
  return (
    <>
      <PageTitle title={shared.board.name} />
      <BoardWorkspace
        board={shared.board}
        tokenSource={tokenSource}
        me={me}
        title={
          <h1 className={styles.boardName}>
            {shared.board.name} <span className={styles.linkModeNote}>{shared.mode === 'view' ? '(view-only link)' : '(edit link)'}</span>
          </h1>
        }
        canShare={false}
        canSeeHistory={false}
        canRestore={false}
        backTo={user ? { href: '/whiteboard', label: 'Boards' } : null}
      />
    </>
  );
}
