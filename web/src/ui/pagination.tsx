import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZES, listSearch, type DrillListState } from './drill-list-params';
import styles from './drill-list.module.css';
import { pageItems } from './page-numbers';
import type { UpdateListState } from './use-drill-list-state';

interface PaginationProps {
  state: DrillListState;
  pageCount: number;
  update: UpdateListState;
}

/** Page links (real links: each page has its own address), a page jump and the page size. */
export function Pagination({ state, pageCount, update }: PaginationProps) {
  const ids = useId();
  const [jump, setJump] = useState(String(state.page));
  useEffect(() => setJump(String(state.page)), [state.page]);
  const pageHref = (page: number) => `/drills${listSearch({ ...state, page })}`;

  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const page = Number.parseInt(jump, 10);
    if (!Number.isFinite(page)) return;
    update({ ...state, page: Math.min(Math.max(1, page), Math.max(1, pageCount)) });
  };

  return (
    <div className={styles.pagination}>
      {pageCount > 1 ? (
        <nav aria-label="Pages">
          <ul className={styles.pageList}>
            <li>
              {state.page > 1 ? (
                <Link to={pageHref(state.page - 1)} className={styles.pageLink}>
                  ‹ Previous
                </Link>
              ) : (
                <span className={styles.pageLinkDisabled} aria-disabled="true">
                  ‹ Previous
                </span>
              )}
            </li>
            {pageItems(state.page, pageCount).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <Link
                    to={pageHref(item)}
                    className={styles.pageLink}
                    aria-current={item === state.page ? 'page' : undefined}
                    aria-label={`Page ${item}`}
                  >
                    {item}
                  </Link>
                </li>
              ),
            )}
            <li>
              {state.page < pageCount ? (
                <Link to={pageHref(state.page + 1)} className={styles.pageLink}>
                  Next ›
                </Link>
              ) : (
                <span className={styles.pageLinkDisabled} aria-disabled="true">
                  Next ›
                </span>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
      <div className={styles.pageTools}>
        {pageCount > 1 ? (
          <form className={styles.pageJump} onSubmit={onJump}>
            <label htmlFor={`${ids}-jump`}>Go to page</label>
            <input
              id={`${ids}-jump`}
              type="number"
              inputMode="numeric"
              min={1}
              max={pageCount}
              value={jump}
              onChange={(event) => setJump(event.target.value)}
              className={styles.smallInput}
            />
            <span className={styles.pageOf}>of {pageCount}</span>
            <button type="submit" className="button button--secondary">
              Go
            </button>
          </form>
        ) : null}
        <div className={styles.pageSize}>
          <label htmlFor={`${ids}-size`}>Per page</label>
          <select
            id={`${ids}-size`}
            className={styles.smallSelect}
            value={state.pageSize}
            onChange={(event) => update({ ...state, pageSize: Number(event.target.value), page: 1 })}
          >
            {[...new Set([...PAGE_SIZES, state.pageSize])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
          </select>
        </div>
      </div>
    </div>
  );
}
