import { Link } from 'react-router';
import styles from './list-page.module.css';

interface ListEmptyStateProps {
  /** the page asked for, the pages there are and the items in all of them */
  page: number;
  pageCount: number;
  total: number;
  /** the address of the last page, for a link to a page that no longer exists */
  lastPageHref: string;
  q: string;
  hasFilters: boolean;
  onClearFilters: () => void;
  onClearSearch: () => void;
  /** e.g. "No drills found", "No drill matches all of these filters.", "The library is empty so far." */
  texts: { title: string; filtered: string; empty: string };
  /** where a signed-in user can add the first one */
  create: { to: string; label: string } | null;
}

/** Nothing to show: say why, and offer the way out that fits (clear filters, clear the search, go back a page). */
export function ListEmptyState({
  page,
  pageCount,
  total,
  lastPageHref,
  q,
  hasFilters,
  onClearFilters,
  onClearSearch,
  texts,
  create,
}: ListEmptyStateProps) {
  if (total > 0) {
    // A shared link to a page that no longer exists (items were deleted since).
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>There is no page {page}</h2>
        <p>The list has {pageCount === 1 ? 'one page' : `${pageCount} pages`} now.</p>
        <Link className="button button--secondary" to={lastPageHref}>
          Go to the last page
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{texts.title}</h2>
      <p>{hasFilters ? texts.filtered : q ? `Nothing matches “${q}”, not even a close spelling.` : texts.empty}</p>
      <div className={styles.emptyActions}>
        {hasFilters ? (
          <button type="button" className="button button--primary" onClick={onClearFilters}>
            Clear filters
          </button>
        ) : null}
        {q ? (
          <button type="button" className="button button--secondary" onClick={onClearSearch}>
            Clear the search
          </button>
        ) : null}
        {create ? (
          <Link to={create.to} className="button button--ghost">
            {create.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
