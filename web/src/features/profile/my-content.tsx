import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { CONTENT_KINDS, fetchMyContent, profileKeys, type ContentKind } from './profile-api';
import { Pager } from './pager';
import styles from './profile.module.css';

const VISIBILITY_LABEL: Record<string, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
  team: 'Team',
};

/** My drills, formations, plans and boards: the ordinary lists with mine=true, searchable and paginated. */
export function MyContent() {
  const [kind, setKind] = useState<ContentKind>('drills');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: profileKeys.content(kind, q, page),
    queryFn: ({ signal }) => fetchMyContent(kind, q, page, signal),
    placeholderData: keepPreviousData,
  });
  const choose = (next: ContentKind) => (setKind(next), setPage(1));

  return (
    <div className={styles.stack}>
      <div className={styles.tabs} role="tablist" aria-label="What I made">
        {(Object.keys(CONTENT_KINDS) as ContentKind[]).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            className={styles.tab}
            onClick={() => choose(k)}
          >
            {CONTENT_KINDS[k].label}
          </button>
        ))}
      </div>
      <label className={styles.search}>
        <span className="visually-hidden">Search my {CONTENT_KINDS[kind].label.toLowerCase()}</span>
        <input
          type="search"
          placeholder={`Search my ${CONTENT_KINDS[kind].label.toLowerCase()}`}
          value={q}
          maxLength={200}
          onChange={(e) => (setQ(e.target.value), setPage(1))}
        />
      </label>
      {list.isError ? (
        <p role="alert" className={styles.alert}>
          {friendlyMessage(list.error)}
        </p>
      ) : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <p className={styles.note}>
            {q
              ? 'Nothing of yours matches that search.'
              : `You have no ${CONTENT_KINDS[kind].label.toLowerCase()} yet.`}
          </p>
        ) : (
          <ul className={styles.rows} aria-label={`My ${CONTENT_KINDS[kind].label.toLowerCase()}`}>
            {list.data.items.map((item) => (
              <li key={item.id} className={styles.row}>
                <Link to={CONTENT_KINDS[kind].href(item.id)} className={styles.rowLink}>
                  {item.name}
                </Link>
                {item.visibility ? (
                  <span className={styles.badge}>{VISIBILITY_LABEL[item.visibility] ?? item.visibility}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : (
        <p className={styles.note}>Loading…</p>
      )}
      {list.data ? (
        <Pager page={page} pageCount={list.data.pageCount} total={list.data.total} onPage={setPage} />
      ) : null}
    </div>
  );
}
