import type { SportId } from '@sideline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type Ref } from 'react';
import { Link } from 'react-router';
import { friendlyMessage } from '../../../api/friendly-message';
import { searchDrillRefs } from '../drill-api';
import { drillQuery } from '../drill-queries';
import formCss from '../../../ui/form.module.css';
import styles from './drill-form.module.css';
import type { FieldIds } from '../../../ui/form-field';

interface VariationPickerProps {
  sport: SportId;
  value: string | null;
  onChange: (parentId: string | null) => void;
  ids: FieldIds;
  /** the drill being edited (it cannot be its own parent) */
  selfId?: string;
  /** the drill being edited has variations of its own, so it cannot become one (families are one level deep) */
  isParent?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const SEARCH_DELAY_MS = 250;

/** "Variation of": the chosen parent with a way to remove it, or a search for one. */
export function VariationPicker({
  sport,
  value,
  onChange,
  ids,
  selfId,
  isParent = false,
  inputRef,
}: VariationPickerProps) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const parent = useQuery({ ...drillQuery(value ?? ''), enabled: value !== null });
  const results = useQuery({
    queryKey: ['drills', 'parent-search', sport, asked],
    queryFn: ({ signal }) => searchDrillRefs(asked, sport, signal),
    enabled: value === null && asked !== '',
    placeholderData: keepPreviousData,
  });

  if (isParent) {
    return (
      <p id={ids.control} className={formCss.hint}>
        This drill has variations of its own, so it cannot be a variation too (families are one level deep).
      </p>
    );
  }

  if (value !== null) {
    return (
      <div className={styles.parentRow}>
        <p className={styles.parentName}>
          Variation of{' '}
          {parent.data ? (
            <Link to={`/drills/${value}`} target="_blank" rel="noopener">
              {parent.data.name}
            </Link>
          ) : parent.isError ? (
            <span>a drill you cannot open ({friendlyMessage(parent.error)})</span>
          ) : (
            <span>…</span>
          )}
        </p>
        <button type="button" className="button button--secondary" onClick={() => onChange(null)}>
          Not a variation
        </button>
      </div>
    );
  }

  // Only drills that are not variations themselves can be parents; never the drill itself.
  const candidates = (results.data ?? []).filter((drill) => drill.id !== selfId && drill.variationOf === null);
  return (
    <div className={styles.parentSearch}>
      <input
        ref={inputRef}
        id={ids.control}
        type="search"
        className={formCss.input}
        placeholder="Search for the original drill by name"
        value={text}
        autoComplete="off"
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {asked !== '' ? (
        <div aria-live="polite">
          {results.isError ? (
            <p className={formCss.error}>{friendlyMessage(results.error)}</p>
          ) : candidates.length > 0 ? (
            <ul className={styles.parentResults} aria-label="Drills to choose from">
              {candidates.map((drill) => (
                <li key={drill.id}>
                  <button type="button" className={styles.parentOption} onClick={() => onChange(drill.id)}>
                    <span className={styles.parentOptionName}>{drill.name}</span>
                    <span className={styles.optionMeta}>{drill.briefDescription}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : results.isFetching ? (
            <p className={formCss.hint}>Searching…</p>
          ) : (
            <p className={formCss.hint}>No drill of this sport matches “{asked}”.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
