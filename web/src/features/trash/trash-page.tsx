import type { TrashPage as TrashPageData } from '@sideline/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { apiFetch } from '../../api/api-fetch';
import { friendlyMessage } from '../../api/friendly-message';
import { loginPath } from '../../session/safe-next';
import { useSessionUser } from '../../session/session';
import { PageTitle } from '../../ui/page-title';
import styles from './trash-page.module.css';
import { formatDateTime } from '../../ui/format/date-formats';

const trashQuery = (scope: 'mine' | 'everyone', page: number) =>
  queryOptions({
    queryKey: ['trash', scope, page],
    queryFn: ({ signal }) => apiFetch<TrashPageData>(`/api/trash?scope=${scope}&page=${page}&pageSize=25`, { signal }),
  });

const NOUN = { drill: 'Drill', formation: 'Formation', plan: 'Practice plan', board: 'Board' } as const;
const PAGE = { drill: '/drills/', formation: '/formations/', plan: '/practice-plans/', board: '/whiteboard/' } as const;

/** `/trash`: deleted drills, formations, plans and boards of mine (site admins: everyone's), each with Restore. */
export function TrashPage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const scope = params.get('scope') === 'everyone' && user?.can.adminArea ? 'everyone' : 'mine';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const queryClient = useQueryClient();
  const trash = useQuery({ ...trashQuery(scope, page), enabled: user !== null });
  const restore = useMutation({
    mutationFn: (item: { entityType: string; entityId: string }) =>
      apiFetch<void>(`/api/trash/${item.entityType}/${encodeURIComponent(item.entityId)}/restore`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trash'] }),
  });
  if (!user) {
    return (
      <div className={styles.page}>
        <PageTitle title="Trash" />
        <h1>Trash</h1>
        <p>
          <Link to={loginPath('/trash')}>Sign in</Link> to see what you deleted.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageTitle title="Trash" />
      <h1>Trash</h1>
      <p>
        Deleted drills, formations, practice plans and boards stay here and can be brought back. Nothing is ever erased
        from their history.
      </p>
      {user.can.adminArea ? (
        <div role="group" aria-label="Whose" className={styles.scope}>
          <button
            type="button"
            className={scope === 'mine' ? 'button button--primary' : 'button button--secondary'}
            aria-pressed={scope === 'mine'}
            onClick={() => setParams({})}
          >
            Mine
          </button>
          <button
            type="button"
            className={scope === 'everyone' ? 'button button--primary' : 'button button--secondary'}
            aria-pressed={scope === 'everyone'}
            onClick={() => setParams({ scope: 'everyone' })}
          >
            Everyone’s
          </button>
        </div>
      ) : null}
      {restore.isError ? (
        <p role="alert" className={styles.error}>
          {friendlyMessage(restore.error)}
        </p>
      ) : null}
      {trash.isPending ? (
        <p role="status">Loading…</p>
      ) : trash.isError ? (
        <p role="alert">{friendlyMessage(trash.error)}</p>
      ) : trash.data.items.length === 0 ? (
        <p>The trash is empty.</p>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">Deleted content</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                {scope === 'everyone' ? <th scope="col">Owner</th> : null}
                <th scope="col">Deleted</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {trash.data.items.map((item) => (
                <tr key={`${item.entityType}-${item.entityId}`}>
                  <td>
                    <Link to={`${PAGE[item.entityType]}${encodeURIComponent(item.entityId)}`}>{item.name}</Link>
                  </td>
                  <td>{NOUN[item.entityType]}</td>
                  {scope === 'everyone' ? <td>{item.ownerName}</td> : null}
                  <td>
                    <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt)}</time>
                  </td>
                  <td className={styles.actions}>
                    <Link to={`/history/${item.entityType}/${encodeURIComponent(item.entityId)}`}>History</Link>
                    {item.can.restore ? (
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={restore.isPending}
                        onClick={() => restore.mutate(item)}
                        aria-label={`Restore ${item.name}`}
                      >
                        Restore
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {trash.data.pageCount > 1 ? (
            <nav aria-label="Pages" className={styles.scope}>
              {page > 1 ? (
                <Link
                  to={`?${new URLSearchParams({ ...(scope === 'everyone' ? { scope } : {}), page: String(page - 1) })}`}
                >
                  Newer
                </Link>
              ) : null}
              <span>
                Page {page} of {trash.data.pageCount}
              </span>
              {page < trash.data.pageCount ? (
                <Link
                  to={`?${new URLSearchParams({ ...(scope === 'everyone' ? { scope } : {}), page: String(page + 1) })}`}
                >
                  Older
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
