import type { SportId } from '@sideline/domain';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { download, fileNameOf, type CanvasExports, CollabCanvas, VersionHistoryPanel } from '../canvas';
import {
  type CollabTokenSource,
  ConnectionBadge,
  DocumentFullNotice,
  PresenceBar,
  useCollabDocument,
  type DeniedReason,
  usePresence,
} from '../collab';
import { SharePanel } from './share-panel';
import styles from './whiteboard.module.css';

export interface WorkspaceBoard {
  id: string;
  name: string;
  sport: SportId;
  courtTemplateId: string;
  documentName: string;
}

interface BoardWorkspaceProps {
  board: WorkspaceBoard;
  tokenSource: CollabTokenSource;
  me: { id: string | null; name: string };
  /** the title area: a plain name, or a rename form */
  title: ReactNode;
  canShare: boolean;
  /** history needs a signed-in reader of the board (not a share-link guest) */
  canSeeHistory: boolean;
  canRestore: boolean;
  backTo: { href: string; label: string } | null;
}

const DENIED_TEXT: Record<DeniedReason, string> = {
  'not-found': 'This board does not exist, or you may not open it.',
  forbidden: 'This board is private.',
  'sign-in': 'Sign in to open this board.',
  deleted: 'This board was deleted.',
  'link-revoked': 'This link was revoked, or its board deleted.',
  other: 'The board could not be opened.',
};

/** The full-screen board: a slim bar (name, status, people, share, history, export) over the live canvas. */
export function BoardWorkspace({
  board,
  tokenSource,
  me,
  title,
  canShare,
  canSeeHistory,
  canRestore,
  backTo,
}: BoardWorkspaceProps) {
  const collab = useCollabDocument(board.documentName, tokenSource);
  const participants = usePresence(collab?.awareness ?? null, me);
  const [following, setFollowing] = useState<number | null>(null);
  const [panel, setPanel] = useState<'share' | 'history' | null>(null);
  const [exports, setExports] = useState<CanvasExports | null>(null);
  const onReady = useCallback((ready: CanvasExports) => setExports(() => ready), []);

  const exportAs = async (kind: 'png' | 'svg') => {
    if (!exports) return;
    try {
      if (kind === 'png') download(await exports.png(), `${fileNameOf(board.name)}.png`, 'image/png');
      else download(await exports.svg(), `${fileNameOf(board.name)}.svg`, 'image/svg+xml');
    } catch {
      toast.error('The picture could not be made. Try again.');
    }
  };

  const denied = collab?.state.denied ?? null;
  return (
    <div className={styles.workspace}>
      <header className={styles.bar}>
        <div className={styles.barStart}>
          {backTo ? (
            <Link to={backTo.href} className={styles.back}>
              ‹ {backTo.label}
            </Link>
          ) : null}
          {title}
          {collab ? <ConnectionBadge state={collab.state} /> : null}
        </div>
        <PresenceBar participants={participants} following={following} onFollow={setFollowing} />
        <div className={styles.barEnd}>
          {canShare ? (
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={panel === 'share'}
              onClick={() => setPanel(panel === 'share' ? null : 'share')}
            >
              Share
            </button>
          ) : null}
          {canSeeHistory ? (
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={panel === 'history'}
              onClick={() => setPanel(panel === 'history' ? null : 'history')}
            >
              History
            </button>
          ) : null}
          {panel === 'history' && !denied && canRestore ? (
            <Link
              className="button button--ghost"
              to={`/history/board/${encodeURIComponent(board.id)}`}
              title="Every change to the board: name, visibility and drawing"
            >
              All changes
            </Link>
          ) : null}
          <button
            type="button"
            className="button button--ghost"
            disabled={!exports}
            onClick={() => void exportAs('png')}
          >
            Export PNG
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={!exports}
            onClick={() => void exportAs('svg')}
          >
            Export SVG
          </button>
        </div>
      </header>
      <div className={styles.stage}>
        {denied ? (
          <div className={styles.denied} role="alert">
            <p>{DENIED_TEXT[denied]}</p>
            <Link to="/whiteboard" className="button button--primary">
              Go to the boards
            </Link>
          </div>
        ) : collab && panel !== 'history' ? (
          <div className={styles.canvasArea}>
            <DocumentFullNotice state={collab.state} what="board" />
            <CollabCanvas
              doc={collab.doc}
              awareness={collab.awareness}
              synced={collab.state.synced}
              readOnly={collab.state.mode !== 'write' || collab.state.full !== null}
              sport={board.sport}
              courtTemplateId={board.courtTemplateId}
              label={`Board: ${board.name}`}
              following={following}
              onFollowChange={setFollowing}
              onReady={onReady}
            />
          </div>
        ) : null}
        {panel === 'history' && !denied ? (
          <VersionHistoryPanel
            basePath={`/api/boards/${encodeURIComponent(board.id)}`}
            noun="board"
            canRestore={canRestore}
            storedVersion={collab?.state.storedVersion ?? null}
            onClose={() => setPanel(null)}
            closeLabel="Back to the live board"
          />
        ) : null}
        {panel === 'share' && !denied ? <SharePanel boardId={board.id} onClose={() => setPanel(null)} /> : null}
      </div>
    </div>
  );
}
