import { VISIBILITIES, VISIBILITY_LABELS, type Visibility } from '@sideline/domain';
import type { Ref } from 'react';
import styles from './visibility-choice.module.css';

/** "Public: listed and searchable" → title and explanation, from the one list of labels in the domain. */
function splitLabel(visibility: Visibility): { title: string; explanation: string } {
  const [title = visibility, explanation = ''] = VISIBILITY_LABELS[visibility].split(/:\s*/, 2);
  return { title, explanation: explanation.charAt(0).toUpperCase() + explanation.slice(1) };
}

interface VisibilityChoiceProps {
  name: string;
  value: Visibility | undefined;
  onChange: (next: Visibility) => void;
  onBlur: () => void;
  describedBy?: string;
  firstRef?: Ref<HTMLInputElement>;
  /** the choices offered (default: all); e.g. without `team` where no team can be chosen */
  options?: readonly Visibility[];
  disabled?: boolean;
}

export function VisibilityChoice({
  name,
  value,
  onChange,
  onBlur,
  describedBy,
  firstRef,
  options = VISIBILITIES,
  disabled = false,
}: VisibilityChoiceProps) {
  return (
    <div className={styles.radioCards}>
      {options.map((visibility, index) => {
        const { title, explanation } = splitLabel(visibility);
        return (
          <label key={visibility} className={styles.radioCard} data-checked={value === visibility || undefined}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={visibility}
              checked={value === visibility}
              disabled={disabled}
              onChange={() => onChange(visibility)}
              onBlur={onBlur}
              aria-describedby={describedBy}
            />
            <span>
              <span className={styles.radioTitle}>{title}</span>
              <span className={styles.radioExplanation}>{explanation}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
