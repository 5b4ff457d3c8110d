import { PLAN_LIMITS, formatMinutes, minutesLeft } from '@sideline/domain';
import { useId, type CSSProperties, type FormEvent } from 'react';
import { useWizardActor, useWizardSelector, WIZARD_FORM_ID } from '../wizard-actor';
import { StepHeader } from './step-header';
import styles from './steps.module.css';
import { rowsToTimeline, stepMinutes, timelineRows, type TimelineRow } from './timeline-rows';

/** Step 3: each section gets its minutes out of the practice's total; what is left (or over) shows as you type. */
export function TimelineStep() {
  const actor = useWizardActor();
  const data = useWizardSelector((snapshot) => snapshot.context.draft.data);
  const edited = useWizardSelector((snapshot) => snapshot.context.edits.timeline);
  const fieldErrors = useWizardSelector((snapshot) => snapshot.context.fieldErrors);
  const total = data.basicInfo?.totalMinutes ?? 0;
  const sport = data.basicInfo?.sport ?? 'quadball';
  const rows = timelineRows(data.sections ?? [], edited ?? data.timeline, total, sport);
  // The domain's arithmetic, on the draft as it would be saved.
  const left = minutesLeft({ ...data, timeline: rowsToTimeline(rows) });
  const given = total - left;

  const change = (next: TimelineRow[]) => actor.send({ type: 'EDIT', step: 'timeline', value: rowsToTimeline(next) });
  const setMinutes = (sectionId: string, minutes: number) =>
    change(rows.map((row) => (row.sectionId === sectionId ? { ...row, minutes } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change(rows);
    actor.send({ type: 'NEXT' });
  };

  return (
    <form id={WIZARD_FORM_ID} className={styles.form} onSubmit={submit} noValidate aria-labelledby="wizard-step-title">
      <StepHeader step="timeline">
        Give each section its minutes out of the {formatMinutes(total)} practice. Predefined sections start with the
        sport pack&apos;s suggestion.
      </StepHeader>
      <section className={styles.card} aria-labelledby="budget-heading">
        <h2 id="budget-heading" className="visually-hidden">
          Minutes left
        </h2>
        <div className={styles.budget} data-over={left < 0 || undefined}>
          <p className={styles.budgetFigure} aria-live="polite">
            {left >= 0 ? (
              <>
                <strong>{formatMinutes(left)}</strong> left
              </>
            ) : (
              <>
                <strong>{formatMinutes(-left)}</strong> over
              </>
            )}
          </p>
          <p className={styles.budgetText}>
            {formatMinutes(given)} given of {formatMinutes(total)}
          </p>
        </div>
        <BudgetBar rows={rows} total={total} />
      </section>
      <div className={styles.card}>
        <ol className={styles.timelineList} aria-label="Minutes per section">
          {rows.map((row, index) => (
            <TimelineRowField
              key={row.sectionId}
              row={row}
              index={index}
              total={total}
              errors={fieldErrors[`sectionMinutes.${index}.minutes`] ?? []}
              onMinutes={(minutes) => setMinutes(row.sectionId, minutes)}
            />
          ))}
        </ol>
      </div>
    </form>
  );
}

function TimelineRowField({
  row,
  index,
  total,
  errors,
  onMinutes,
}: {
  row: TimelineRow;
  index: number;
  total: number;
  errors: string[];
  onMinutes: (minutes: number) => void;
}) {
  const id = useId();
  const share = total > 0 ? Math.round((row.minutes / total) * 100) : 0;
  return (
    <li className={styles.timelineRow}>
      <span
        className={styles.timelineSwatch}
        style={{ '--swatch': swatch(index) } as CSSProperties}
        aria-hidden="true"
      />
      <label htmlFor={id} className={styles.timelineName}>
        {row.name}
      </label>
      <div className={styles.stepper5}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`5 minutes less for “${row.name}”`}
          onClick={() => onMinutes(stepMinutes(row.minutes, -5))}
        >
          −5
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={PLAN_LIMITS.targetMinutes}
          className={styles.minutesInput}
          value={row.minutes === 0 ? '' : row.minutes}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${id}-unit${errors.length > 0 ? ` ${id}-error` : ''}`}
          onChange={(event) =>
            onMinutes(event.target.value === '' ? 0 : Math.max(0, Math.floor(Number(event.target.value))))
          }
        />
        <span id={`${id}-unit`} className={styles.unit}>
          min
        </span>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`5 minutes more for “${row.name}”`}
          onClick={() => onMinutes(stepMinutes(row.minutes, 5))}
        >
          +5
        </button>
      </div>
      <span className={styles.timelineShare}>{share} %</span>
      {errors.length > 0 ? (
        <p id={`${id}-error`} className={styles.timelineError}>
          {errors.join(' ')}
        </p>
      ) : null}
    </li>
  );
}

const SWATCHES = [
  'var(--color-lane-1)',
  'var(--color-primary)',
  'var(--color-accent)',
  'var(--color-lane-3)',
  'var(--color-lane-2)',
  'var(--color-navy-raised)',
];
const swatch = (index: number) => SWATCHES[index % SWATCHES.length];

/** The sections side by side over the practice's length; past the total the bar turns red. */
function BudgetBar({ rows, total }: { rows: TimelineRow[]; total: number }) {
  const given = rows.reduce((sum, row) => sum + row.minutes, 0);
  const scale = Math.max(total, given, 1);
  return (
    <div className={styles.bar} aria-hidden="true">
      {rows.map((row, index) => (
        <span
          key={row.sectionId}
          className={styles.barPart}
          style={{ width: `${(row.minutes / scale) * 100}%`, background: swatch(index) }}
          title={`${row.name}: ${formatMinutes(row.minutes)}`}
        />
      ))}
      {given > total ? <span className={styles.barOver} style={{ left: `${(total / scale) * 100}%` }} /> : null}
    </div>
  );
}
