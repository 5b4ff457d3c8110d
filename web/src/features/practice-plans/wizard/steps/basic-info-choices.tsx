import { PRACTICE_GOALS, PRACTICE_GOAL_LABELS, VISIBILITY_LABELS, type PracticeGoal } from '@sideline/domain';
import type { Ref } from 'react';
import styles from './steps.module.css';

interface GoalChoiceProps {
  value: readonly PracticeGoal[];
  onChange: (next: PracticeGoal[]) => void;
  onBlur: () => void;
  describedBy?: string;
  invalid?: boolean;
  /** the first checkbox, so a refused Next can focus the field */
  firstRef?: Ref<HTMLInputElement>;
}

/** The practice goals as checkboxes drawn as pills (several may be chosen). */
export function GoalChoice({ value, onChange, onBlur, describedBy, invalid, firstRef }: GoalChoiceProps) {
  return (
    <div className={styles.pills}>
      {PRACTICE_GOALS.map((goal, index) => {
        const checked = value.includes(goal);
        return (
          <label key={goal} className={styles.pill} data-checked={checked || undefined}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              name="goals"
              value={goal}
              checked={checked}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onBlur={onBlur}
              onChange={(event) => onChange(event.target.checked ? [...value, goal] : value.filter((g) => g !== goal))}
            />
            {PRACTICE_GOAL_LABELS[goal]}
          </label>
        );
      })}
    </div>
  );
}

/** Team visibility needs a team, which a wizard plan does not have yet: the wizard offers the other three. */
const WIZARD_VISIBILITIES = ['private', 'unlisted', 'public'] as const;
type WizardVisibility = (typeof WIZARD_VISIBILITIES)[number];

interface VisibilityRadiosProps {
  value: WizardVisibility;
  onChange: (next: WizardVisibility) => void;
  onBlur: () => void;
  describedBy?: string;
}

export function VisibilityRadios({ value, onChange, onBlur, describedBy }: VisibilityRadiosProps) {
  return (
    <div className={styles.radioCards}>
      {WIZARD_VISIBILITIES.map((visibility) => {
        const [title, explanation = ''] = VISIBILITY_LABELS[visibility].split(/:\s*/, 2);
        return (
          <label key={visibility} className={styles.radioCard} data-checked={value === visibility || undefined}>
            <input
              type="radio"
              name="visibility"
              value={visibility}
              checked={value === visibility}
              onChange={() => onChange(visibility)}
              onBlur={onBlur}
              aria-describedby={describedBy}
            />
            <span>
              <span className={styles.radioTitle}>{title}</span>
              <span className={styles.radioExplanation}>
                {explanation.charAt(0).toUpperCase() + explanation.slice(1)}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
