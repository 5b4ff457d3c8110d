import {
  PLAN_LIMITS,
  formatMinutes,
  sectionMinutes,
  type DraftSection,
  type FieldErrors,
  type PlanDraftData,
} from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { drillRefQuery } from '../draft-queries';
import { freeMinutes, removeDrill, setDrillMinutes, type DrillsValue } from './drills-edit';
import styles from './steps.module.css';

interface SectionDrillsProps {
  section: DraftSection;
  sectionIndex: number;
  data: PlanDraftData;
  value: DrillsValue;
  errors: FieldErrors;
  /** drills found in the search go here */
  active: boolean;
  onChange: (next: DrillsValue) => void;
  onFindDrills: () => void;
}

/** A section with its drills, their minutes, and how much of the section is still free. */
export function SectionDrills({
  section,
  sectionIndex,
  data,
  value,
  errors,
  active,
  onChange,
  onFindDrills,
}: SectionDrillsProps) {
  const items = value.sections[sectionIndex]?.items ?? [];
  const budget = sectionMinutes(data, section.id);
  const left = freeMinutes(data, value, section.id);
  return (
    <li className={styles.sectionCard} data-active={active || undefined}>
      <div className={styles.sectionTop}>
        <h3 id={`drills-of-${section.id}`} className={styles.drillSectionName}>
          {section.name}
        </h3>
        <p className={styles.freeTime} data-over={left < 0 || undefined}>
          {left >= 0
            ? `${formatMinutes(left)} free of ${formatMinutes(budget)}`
            : `${formatMinutes(-left)} over its ${formatMinutes(budget)}`}
        </p>
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>No drills yet.</p>
      ) : (
        <ul className={styles.drillList} aria-label={`Drills of “${section.name}”`}>
          {items.map((item, index) => (
            <ChosenDrillRow
              key={`${item.drillId}-${index}`}
              drillId={item.drillId}
              minutes={item.durationMinutes}
              errors={errors[`sections.${sectionIndex}.items.${index}.durationMinutes`] ?? []}
              onMinutes={(minutes) => onChange(setDrillMinutes(value, section.id, index, minutes))}
              onRemove={() => onChange(removeDrill(value, section.id, index))}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className={`button button--ghost ${styles.findHere}`}
        aria-pressed={active}
        onClick={onFindDrills}
      >
        {active ? 'Adding drills here' : 'Add drills here'}
        <span className="visually-hidden"> ({section.name})</span>
      </button>
    </li>
  );
}

function ChosenDrillRow({
  drillId,
  minutes,
  errors,
  onMinutes,
  onRemove,
}: {
  drillId: string;
  minutes: number;
  errors: string[];
  onMinutes: (minutes: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const drill = useQuery(drillRefQuery(drillId)).data;
  const name = !drill ? 'Loading drill…' : drill.available ? drill.name : 'A drill you can no longer open';
  return (
    <li className={styles.drillRow}>
      <span className={styles.drillName}>{name}</span>
      <label htmlFor={id} className="visually-hidden">
        Minutes for “{name}”
      </label>
      <span className={styles.drillMinutes}>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={PLAN_LIMITS.itemMinutes}
          className={styles.minutesInput}
          value={minutes === 0 ? '' : minutes}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(event) =>
            onMinutes(event.target.value === '' ? 0 : Math.max(0, Math.floor(Number(event.target.value))))
          }
        />
        <span className={styles.unit}>min</span>
      </span>
      <button type="button" className={styles.iconButton} aria-label={`Remove “${name}”`} onClick={onRemove}>
        ×
      </button>
      {errors.length > 0 ? <p className={styles.drillError}>{errors.join(' ')}</p> : null}
    </li>
  );
}
