import { sportNameOf } from '@sideline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import { useSessionUser } from '../../session/session';
import { useLiveChanges } from '../../live/use-live-changes';
import { boardKeys, listBoards, type Board, type BoardListParams } from './board-api';
import { CreateBoardForm } from './create-board-form';
import { TeamFilterSelect } from '../teams';
import { readTeamFilter } from '../../ui/content-list';
import styles from './whiteboard.module.css';
import { formatDateTime } from '../../ui/format/date-formats';

const SEARCH_DEBOUNCE_MS = 300;

export function boardListParams(search: URLSearchParams): BoardListParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    q: (search.get('q') ?? '').trim().slice(0, 200),
    mine: search.get('mine') === 'true',
    team: readTeamFilter(search),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** `/whiteboard`: boards I may open (mine, my teams', public ones), a search, and a new board. State in the URL. */
export function WhiteboardListPage() {
  const ids = useId();
  const user = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const params = boardListParams(search);
  const [query, setQuery] = useState(params.q);
  useEffect(() => setQuery(params.q), [params.q]);
  const boards = useQuery({
    queryKey: boardKeys.list(params),
    queryFn: ({ signal }) => listBoards(params, signal),
    placeholderData: keepPreviousData,
  });
  useLiveChanges(['boards'], () => void boards.refetch());

  const update = (next: Partial<BoardListParams>) => {
    const merged = { ...params, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.q) out.set('q', merged.q);
    if (merged.mine) out.set('mine', 'true');
    if (merged.team) out.set('team', merged.team);
    if (merged.page > 1) out.set('page', String(merged.page));
    setSearch(out, { replace: next.page === undefined });
  };
  useEffect(() => {
    if (query.trim() === params.q) return;
    const timer = setTimeout(() => update({ q: query.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const page = boards.data;
  return (
    <div className={styles.listPage}>
      <PageTitle title="Whiteboards" />
      <header className={styles.listHeader}>
        <h1>Whiteboards</h1>
        <p className={styles.lead}>
          Draw plays together, live. Every stroke is kept: step back through a board&apos;s history and restore any
          moment.
        </p>
      </header>
      {user ? (
        <CreateBoardForm />
      ) : (
        <p className={styles.panelNote}>
          <Link to="/login?next=/whiteboard">Sign in</Link> to create boards. Public boards are below.
        </p>
      )}
      <div className={styles.listTools} role="search">
        <label htmlFor={`${ids}-q`} className="visually-hidden">
          Search boards
        </label>
        <input
          id={`${ids}-q`}
          type="search"
          placeholder="Search boards by name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={styles.searchInput}
        />
        {user ? (
          <label className={styles.toggle}>
            <input type="checkbox" checked={params.mine} onChange={(event) => update({ mine: event.target.checked })} />{' '}
            Only my boards
          </label>
        ) : null}
        {user ? <TeamFilterSelect value={params.team} onChange={(team) => update({ team })} /> : null}
      </div>
      {boards.isError ? (
        <p role="alert" className={styles.formAlert}>
          {friendlyMessage(boards.error)}
        </p>
      ) : null}
      {boards.isPending ? <p className={styles.panelNote}>Loading boards…</p> : null}
      {page && page.items.length === 0 ? (
        <div className={styles.empty}>
          <p>
            {params.q
              ? `No board matches “${params.q}”.`
              : params.mine
                ? 'You have no boards yet: create one above.'
                : 'No boards yet.'}
          </p>
        </div>
      ) : null}
      {page && page.items.length > 0 ? (
        <>
          <p className={styles.count} aria-live="polite">
            {page.total} board{page.total === 1 ? '' : 's'}
          </p>
          <ul className={styles.boardGrid} aria-label="Boards">
            {page.items.map((board) => (
              <BoardCard key={board.id} board={board} />
            ))}
          </ul>
          {page.pageCount > 1 ? (
            <nav className={styles.pager} aria-label="Pages">
              <button
                type="button"
                className="button button--secondary"
                disabled={params.page <= 1}
                onClick={() => update({ page: params.page - 1 })}
              >
                ‹ Previous
              </button>
              <span>
                Page {params.page} of {page.pageCount}
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={params.page >= page.pageCount}
                onClick={() => update({ page: params.page + 1 })}
              >
                Next ›
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function BoardCard({ board }: { board: Board }) {
  return (
    <li className={styles.boardCard}>
      <Link to={`/whiteboard/${board.id}`} className={styles.boardLink}>
        <span className={styles.boardCardName}>{board.name}</span>
      </Link>
      <span className={styles.boardMeta}>
        {sportNameOf(board.sport)} · {`by ${board.owner.name}`} · {board.visibility}
      </span>
      <span className={styles.boardMeta}>Changed {formatDateTime(board.updatedAt)}</span>
    </li>
  );
}
