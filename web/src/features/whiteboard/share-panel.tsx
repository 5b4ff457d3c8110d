import type { ShareLinkMode } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { friendlyMessage } from '../../api/friendly-message';
import { boardKeys, createShareLink, listShareLinks, revokeShareLink, type ShareLink } from './board-api';
import styles from './whiteboard.module.css';

const MODE_LABELS: Record<ShareLinkMode, string> = { view: 'View only', edit: 'Can edit' };

/** Links that open this board without an account: view-only or edit. Revoking one closes its open connections. */
export function SharePanel({ boardId, onClose }: { boardId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: boardKeys.shareLinks(boardId),
    queryFn: ({ signal }) => listShareLinks(boardId, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: boardKeys.shareLinks(boardId) });
  const create = useMutation({
    mutationFn: (mode: ShareLinkMode) => createShareLink(boardId, mode),
    onSuccess: async (link) => {
      await refresh();
      await copy(link);
    },
    onError: (error) => toast.error(`No link was made. ${friendlyMessage(error)}`),
  });
  const revoke = useMutation({
    mutationFn: (link: ShareLink) => revokeShareLink(boardId, link.id),
    onSuccess: async () => {
      await refresh();
      toast.success('The link no longer works.');
    },
    onError: (error) => toast.error(`The link still works. ${friendlyMessage(error)}`),
  });
  const active = (links.data ?? []).filter((link) => !link.revokedAt);

  return (
    <section className={styles.sidePanel} aria-labelledby="share-heading">
      <header className={styles.sidePanelHeader}>
        <h2 id="share-heading">Share this board</h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </header>
      <p className={styles.panelNote}>
        Anyone with a link can open the board without signing in. Revoke a link to shut it.
      </p>
      <div className={styles.panelActions}>
        <button
          type="button"
          className="button button--secondary"
          disabled={create.isPending}
          onClick={() => create.mutate('view')}
        >
          New view-only link
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={create.isPending}
          onClick={() => create.mutate('edit')}
        >
          New edit link
        </button>
      </div>
      {links.isPending ? <p className={styles.panelNote}>Loading links…</p> : null}
      {links.isError ? <p role="alert">{friendlyMessage(links.error)}</p> : null}
      {links.isSuccess && active.length === 0 ? <p className={styles.panelNote}>No links yet.</p> : null}
      <ul className={styles.linkList} aria-label="Active links">
        {active.map((link) => (
          <li key={link.id} className={styles.linkItem}>
            <span className={styles.linkMode}>{MODE_LABELS[link.mode]}</span>
            <input
              className={styles.linkUrl}
              readOnly
              value={link.url}
              aria-label={`${MODE_LABELS[link.mode]} link`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className={styles.linkButtons}>
              <button type="button" className="button button--ghost" onClick={() => void copy(link)}>
                Copy
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(link)}
              >
                Revoke
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function copy(link: ShareLink) {
  try {
    await navigator.clipboard.writeText(link.url);
    toast.success(`${MODE_LABELS[link.mode]} link copied.`);
  } catch {
    toast.info('Select the link and copy it.');
  }
}
