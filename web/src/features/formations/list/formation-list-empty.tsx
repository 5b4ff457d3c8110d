import { Link } from 'react-router';
import { clearFilters, listSearch, type FormationListState } from './formation-list-params';
import styles from './formation-list.module.css';
import type { UpdateListState } from './use-formation-list-state';

interface FormationListEmptyProps {
  state: FormationListState;
  update: UpdateListState;
  total: number;
  pageCount: number;
  hasFilters: boolean;
  signedIn: boolean;
}

/** Nothing to show: say why, and offer the way out that fits (clear filters, clear the search, go back a page). */
export function FormationListEmpty({ state, update, total, pageCount, hasFilters, signedIn }: FormationListEmptyProps) {
  if (total > 0) {
    // A shared link to a page that no longer exists (formations were deleted since).
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>There is no page {state.page}</h2>
        <p>The list has {pageCount === 1 ? 'one page' : `${pageCount} pages`} now.</p>
        <Link className="button button--secondary" to={`/formations${listSearch({ ...state, page: pageCount })}`}>
          Go to the last page
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No formations found</h2>
      <p>
        {hasFilters
          ? 'No formation matches all of these filters.'
          : state.q
            ? `Nothing matches “${state.q}”, not even a close spelling.`
            : 'No formations yet: draw the first one.'}
      </p>
      <div className={styles.emptyActions}>
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
          <Link to="/formations/create" className="button button--ghost">
            Create a formation
          </Link>
        ) : null}
      </div>
    </div>
  );
}
