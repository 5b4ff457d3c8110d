import { Link } from 'react-router';
import { clearFilters, listSearch, type DrillListState } from './drill-list-params';
import styles from './drill-list.module.css';
import type { UpdateListState } from './use-drill-list-state';

interface ListEmptyStateProps {
  state: DrillListState;
  update: UpdateListState;
  total: number;
  pageCount: number;
  hasFilters: boolean;
  signedIn: boolean;
}

/** Nothing to show: say why, and offer the way out that fits (clear filters, clear the search, go back a page). */
export function ListEmptyState({ state, update, total, pageCount, hasFilters, signedIn }: ListEmptyStateProps) {
  if (total > 0) {
    // A shared link to a page that no longer exists (drills were deleted since).
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>There is no page {state.page}</h2>
        <p>The list has {pageCount === 1 ? 'one page' : `${pageCount} pages`} now.</p>
        <Link className="button button--secondary" to={`/drills${listSearch({ ...state, page: pageCount })}`}>
          Go to the last page
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No drills found</h2>
      <p>
        {hasFilters
          ? 'No drill matches all of these filters.'
          : state.q
            ? `Nothing matches “${state.q}”, not even a close spelling.`
            : 'The library is empty so far.'}
      </p>
      <div className={styles.errorActions}>
        {hasFilters ? (
          <button type="button" className="button button--primary" onClick={() => update(clearFilters(state))}>
            Clear filters
          </button>
        ) : null}
        {state.q ? (
          <button type="button" className="button button--secondary" onClick={() => update({ ...state, q: '', page: 1 })}>
            Clear the search
          </button>
        ) : null}
        {signedIn ? (
          <Link to="/drills/create" className="button button--ghost">
            Create a drill
          </Link>
        ) : null}
      </div>
    </div>
  );
}
