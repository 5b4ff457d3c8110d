import { Link } from 'react-router';
import { clearPlanFilters, planListSearch, type PlanListState } from './plan-list-params';
import styles from './plan-list.module.css';
import type { UpdatePlanListState } from './use-plan-list-state';

interface PlanListEmptyProps {
  state: PlanListState;
  update: UpdatePlanListState;
  total: number;
  pageCount: number;
  hasFilters: boolean;
  signedIn: boolean;
}

/** Nothing to show: say why, and offer the way out that fits (clear filters, clear the search, go back a page). */
export function PlanListEmpty({ state, update, total, pageCount, hasFilters, signedIn }: PlanListEmptyProps) {
  if (total > 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>There is no page {state.page}</h2>
        <p>The list has {pageCount === 1 ? 'one page' : `${pageCount} pages`} now.</p>
        <Link className="button button--secondary" to={`/practice-plans${planListSearch({ ...state, page: pageCount })}`}>
          Go to the last page
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No plans found</h2>
      <p>{hasFilters ? 'No plan matches all of these filters.' : state.q ? `Nothing matches “${state.q}”, not even a close spelling.` : 'No practice plans yet.'}</p>
      <div className={styles.errorActions}>
        {hasFilters ? (
          <button type="button" className="button button--primary" onClick={() => update(clearPlanFilters(state))}>
            Clear filters
          </button>
        ) : null}
        {state.q ? (
          <button type="button" className="button button--secondary" onClick={() => update({ ...state, q: '', page: 1 })}>
            Clear the search
          </button>
        ) : null}
        {signedIn ? (
          <Link to="/practice-plans/create" className="button button--ghost">
            Make a plan
          </Link>
        ) : null}
      </div>
    </div>
  );
}
