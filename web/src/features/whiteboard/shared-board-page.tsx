import { useMemo } from 'react';
import { Link, useLoaderData, useParams } from 'react-router';
import { PageTitle } from '../../ui/page-title';
import { useSessionUser } from '../../session/session';
import { tokenForShareLink } from '../collab';
import type { SharedBoard } from './board-api';
import type { SharedBoardLoad } from './board-route-loaders';
import { BoardWorkspace } from './board-workspace';
import styles from './whiteboard.module.css';

/** `/whiteboard/shared/:token`: a board opened with a share link, signed in or not. */
export function SharedBoardPage() {
  const loaded = useLoaderData<SharedBoardLoad>();
  if ('gone' in loaded) return <GoneLink message={loaded.gone} />;
  return <SharedBoardWorkspace shared={loaded} />;
}

function GoneLink({ message }: { message: string }) {
  return (
    <div className={styles.listPage}>
      <PageTitle title="Link no longer works" />
      <div className={styles.empty} role="status">
        <h1>This link no longer works</h1>
        <p>{message} Ask whoever shared it for a new one.</p>
        <Link to="/whiteboard" className="button button--primary">
          See public boards
        </Link>
      </div>
    </div>
  );
}

function SharedBoardWorkspace({ shared }: { shared: SharedBoard }) {
  const { token = '' } = useParams();
  const user = useSessionUser();
  const tokenSource = useMemo(() => tokenForShareLink(token), [token]);
  const me = useMemo(
    () => ({ id: user?.id ?? null, name: user?.displayName ?? 'Guest' }),
    [user?.id, user?.displayName],
  );
  return (
    <>
      <PageTitle title={shared.board.name} />
      <BoardWorkspace
        board={shared.board}
        tokenSource={tokenSource}
        me={me}
        title={
          <h1 className={styles.boardName}>
            {shared.board.name}{' '}
            <span className={styles.linkModeNote}>{shared.mode === 'view' ? '(view-only link)' : '(edit link)'}</span>
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
