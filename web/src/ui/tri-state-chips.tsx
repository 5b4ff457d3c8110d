import styles from './tri-state-chips.module.css';

export type TriState = 'include' | 'exclude' | null;

interface TriStateChipsProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  choiceOf: (value: T) => TriState;
  onChoose: (value: T, next: TriState) => void;
  /** how the two states read for this list: "required"/"excluded", "any of"/"none of" */
  words?: { include: string; exclude: string };
}

const next = (choice: TriState): TriState => (choice === null ? 'include' : choice === 'include' ? 'exclude' : null);

/** Three-state chips for a list filter: a click wants the value, a second click excludes it, a third clears it. */
export function TriStateChips<T extends string>({
  legend,
  options,
  choiceOf,
  onChoose,
  words = { include: 'required', exclude: 'excluded' },
}: TriStateChipsProps<T>) {
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.chipList}>
        {options.map(({ value, label }) => {
          const choice = choiceOf(value);
          return (
            <li key={value}>
              <button
                type="button"
                className={styles.chip}
                data-choice={choice ?? 'none'}
                onClick={() => onChoose(value, next(choice))}
              >
                <span aria-hidden="true" className={styles.mark}>
                  {choice === 'include' ? '✓' : choice === 'exclude' ? '✕' : ''}
                </span>
                {label}
                {choice ? <span className="visually-hidden">, {words[choice]}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
