import type { CSSProperties, Ref } from 'react';
import formCss from '../../../ui/form.module.css';
import styles from './drill-form.module.css';

export interface PillOption {
  value: string;
  label: string;
  /** a colour dot (positions) */
  color?: string;
}

interface ChoicePillsProps {
  name: string;
  options: readonly PillOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  describedBy?: string;
  invalid?: boolean;
  /** the first checkbox, so a failed submit can focus the field */
  firstRef?: Ref<HTMLInputElement>;
}

/** A group of checkboxes drawn as pills (multi-select): keyboard and screen readers get real checkboxes. */
export function ChoicePills({
  name,
  options,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
  firstRef,
}: ChoicePillsProps) {
  return (
    <div className={formCss.pills}>
      {options.map((option, index) => {
        const checked = value.includes(option.value);
        return (
          <label key={option.value} className={formCss.pill} data-checked={checked || undefined}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              name={name}
              value={option.value}
              checked={checked}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onBlur={onBlur}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))
              }
              className={formCss.pillInput}
            />
            {option.color ? (
              <span className={styles.pillDot} style={{ '--dot': option.color } as CSSProperties} aria-hidden="true" />
            ) : null}
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
