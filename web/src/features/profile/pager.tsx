import styles from './profile.module.css';

/** Previous / next for the profile's short lists (the list pages have the full pagination). */
export function Pager({
  page,
  pageCount,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return total > 0 ? <p className={styles.meta}>{total} in all</p> : null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className={styles.meta}>
        Page {page} of {pageCount} · {total} in all
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
