import { PLAN_LIMITS, formatMinutes, type DraftSection, type PlanDraftData } from '@sideline/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { listDrills, formatLength } from '../../../drills';
import type { DrillSummary } from '@sideline/domain';
import { drillRefQuery, wizardKeys, type DrillRef } from '../draft-queries';
import { addDrill, defaultDuration, freeMinutes, type DrillsValue } from './drills-edit';
import styles from './steps.module.css';

const SEARCH_DELAY_MS = 300;
const RESULTS = 8;

interface DrillSearchProps {
  ref: Ref<HTMLInputElement>;
  sections: readonly DraftSection[];
  /** the section found drills are added to */
  active: DraftSection;
  onActive: (sectionId: string) => void;
  data: PlanDraftData;
  value: DrillsValue;
  onChange: (next: DrillsValue) => void;
}

/** Finds drills of the plan's sport (GET /api/drills?q=&sport=) and adds them to the active section, if they fit. */
export function DrillSearch({ ref, sections, active, onActive, data, value, onChange }: DrillSearchProps) {
  const queryClient = useQueryClient();
  const ids = useId();
  const sport = data.basicInfo?.sport ?? 'quadball';
  const [text, setText] = useState('');
  const [words, setWords] = useState('');
  const [durations, setDurations] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ refused: boolean; text: string } | null>(null);
  const left = freeMinutes(data, value, active.id);

  useEffect(() => {
    const timer = setTimeout(() => setWords(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const params = new URLSearchParams({
    sport,
    pageSize: String(RESULTS),
    ...(words ? { q: words } : { sort: 'name', order: 'asc' }),
  });
  const results = useQuery({
    queryKey: [...wizardKeys.all, 'drill-search', params.toString()],
    queryFn: ({ signal }) => listDrills(params.toString(), signal),
    placeholderData: keepPreviousData,
  });

  const add = (drill: DrillSummary) => {
    const typed = durations[drill.id];
    const minutes = typed === undefined ? defaultDuration(drill.lengthMin, left) : Number(typed);
    const result = addDrill(data, value, active, {
      drillId: drill.id,
      drillName: drill.name,
      durationMinutes: minutes,
    });
    if (!result.ok) {
      setMessage({ refused: true, text: result.message });
      return;
    }
    // The chosen list shows names from here on, also after a reload (fetched then).
    const known: DrillRef = {
      id: drill.id,
      available: true,
      name: drill.name,
      lengthMin: drill.lengthMin,
      lengthMax: drill.lengthMax,
    };
    queryClient.setQueryData(drillRefQuery(drill.id).queryKey, known);
    onChange(result.value);
    setDurations((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== drill.id)));
    setMessage({
      refused: false,
      text: `Added “${drill.name}” (${formatMinutes(minutes)}) to “${active.name}”: ${formatMinutes(result.left)} left.`,
    });
  };

  const noSubmit = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches (or adds) here; it must not submit the step.
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <section className={styles.card} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className={styles.cardTitle}>
        Find drills
      </h2>
      <div className={styles.searchFields}>
        <div className={styles.addField}>
          <label htmlFor={`${ids}-section`} className={styles.label}>
            Add to section
          </label>
          <select
            id={`${ids}-section`}
            className={styles.input}
            value={active.id}
            onChange={(event) => {
              onActive(event.target.value);
              setMessage(null);
            }}
          >
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.name} ({formatMinutes(Math.max(0, freeMinutes(data, value, section.id)))} free)
              </option>
            ))}
          </select>
        </div>
        <div className={styles.addField}>
          <label htmlFor={`${ids}-q`} className={styles.label}>
            Search drills
          </label>
          <input
            ref={ref}
            id={`${ids}-q`}
            type="search"
            className={styles.input}
            value={text}
            placeholder="Name or words"
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={noSubmit}
          />
        </div>
      </div>
      <p className={styles.freeTime} data-over={left < 0 || undefined}>
        {left > 0 ? `${formatMinutes(left)} free in “${active.name}”` : `“${active.name}” is full`}
      </p>
      <div role="status" aria-live="polite" className={message?.refused ? styles.refused : styles.added}>
        {message?.text}
      </div>
      {results.isError ? (
        <p className={styles.error}>The drills could not be loaded. Check your connection and search again.</p>
      ) : null}
      {results.data && results.data.items.length === 0 ? (
        <p className={styles.empty}>
          No {sport} drills match “{words}”.
        </p>
      ) : null}
      <ul className={styles.resultList} aria-label="Drills found" aria-busy={results.isFetching || undefined}>
        {(results.data?.items ?? []).map((drill) => (
          <li key={drill.id} className={styles.result}>
            <div className={styles.resultText}>
              <span className={styles.drillName}>{drill.name}</span>
              <span className={styles.resultMeta}>
                {formatLength(drill.lengthMin, drill.lengthMax)}
                {drill.briefDescription ? ` · ${drill.briefDescription}` : ''}
              </span>
            </div>
            <div className={styles.resultAdd}>
              <label htmlFor={`${ids}-${drill.id}`} className="visually-hidden">
                Minutes for “{drill.name}”
              </label>
              <input
                id={`${ids}-${drill.id}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={PLAN_LIMITS.itemMinutes}
                className={styles.minutesInput}
                value={durations[drill.id] ?? String(defaultDuration(drill.lengthMin, left))}
                onChange={(event) => setDurations((current) => ({ ...current, [drill.id]: event.target.value }))}
                onKeyDown={(event) => {
                  noSubmit(event);
                  if (event.key === 'Enter') add(drill);
                }}
              />
              <span className={styles.unit}>min</span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Add “${drill.name}” to “${active.name}”`}
                onClick={() => add(drill)}
              >
                Add
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
