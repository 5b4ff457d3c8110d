import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { pageItems } from './page-numbers';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  /** the sizes offered (the current one is added when it is not among them) */
  pageSizes: readonly number[];
  /** the address of a page: each page is a real link, so it can be opened in a new tab or shared */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
  /** a new size starts again at page 1 (the caller decides) */
  onPageSize: (size: number) => void;
}

/** Page links, a page jump and the page size, for any list whose state lives in the address bar. */
export function Pagination({ page, pageCount, pageSize, pageSizes, hrefFor, onPage, onPageSize }: PaginationProps) {
  const ids = useId();
  const [jump, setJump] = useState(String(page));
  useEffect(() => setJump(String(page)), [page]);

  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number.parseInt(jump, 10);
    if (!Number.isFinite(wanted)) return;
    onPage(Math.min(Math.max(1, wanted), Math.max(1, pageCount)));
  };

  return (
    <div className={styles.pagination}>
      {pageCount > 1 ? (
        <nav aria-label="Pages">
          <ul className={styles.pageList}>
            <li>
              {page > 1 ? (
                <Link to={hrefFor(page - 1)} className={styles.pageLink}>
                  ‹ Previous
                </Link>
              ) : (
                <span className={styles.pageLinkDisabled} aria-disabled="true">
                  ‹ Previous
                </span>
              )}
            </li>
            {pageItems(page, pageCount).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <Link
                    to={hrefFor(item)}
                    className={styles.pageLink}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={`Page ${item}`}
                  >
                    {item}
                  </Link>
                </li>
              ),
            )}
            <li>
              {page < pageCount ? (
                <Link to={hrefFor(page + 1)} className={styles.pageLink}>
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
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {[...new Set([...pageSizes, pageSize])]
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
