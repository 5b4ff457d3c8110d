import { updateRecurrenceSchema } from '@sideline/domain';
import { useState } from 'react';
import { friendlyMessage } from '../../api/friendly-message';
import { apiIssuesByField, issuesByField } from './field-issues';
import { PatternFields, patternOf, type PatternDraft } from './pattern-fields';
import { editRecurrence, type RecurrenceView } from './season-planning-api';
import styles from './season-planning.module.css';

interface Props {
  seasonId: string;
  series: RecurrenceView;
  templates: { id: string; name: string }[];
  weekStart: number;
  onSaved: () => void;
}

const draftOf = (series: RecurrenceView): PatternDraft =>
  series.pattern.kind === 'weekly'
    ? { kind: 'weekly', weekdays: series.pattern.weekdays, intervalWeeks: series.pattern.intervalWeeks, monthDays: '1' }
    : { kind: 'monthly', weekdays: [], intervalWeeks: 1, monthDays: series.pattern.monthDays.join(', ') };

/**
 * Change a series for every date, or for one date and the following ones (the series splits there): its rhythm,
 * time, length and template. Only what changed is sent; the domain's schema checks it first, each message beside its
 * field.
 */
export function SeriesEditForm({ seasonId, series, templates, weekStart, onSaved }: Props) {
  const [pattern, setPattern] = useState<PatternDraft>(() => draftOf(series));
  const [startTime, setStartTime] = useState(series.startTime);
  const [minutes, setMinutes] = useState(String(series.durationMinutes));
  const [templatePlanId, setTemplate] = useState(series.templatePlanId ?? '');
  const [from, setFrom] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const changes = (): Record<string, unknown> => {
    const next = patternOf(pattern);
    return {
      ...(JSON.stringify(next) !==
      JSON.stringify(
        series.pattern.kind === 'weekly'
          ? { ...series.pattern, weekdays: [...series.pattern.weekdays].sort() }
          : series.pattern,
      )
        ? { pattern: next }
        : {}),
      ...(startTime !== series.startTime ? { startTime } : {}),
      ...(minutes !== String(series.durationMinutes)
        ? { durationMinutes: minutes === '' ? undefined : Number(minutes) }
        : {}),
      ...((templatePlanId || null) !== series.templatePlanId ? { templatePlanId: templatePlanId || null } : {}),
    };
  };
  const save = async () => {
    setErrors({});
    setAlert(null);
    const body = { changes: changes(), scope: from ? { kind: 'following', from } : { kind: 'all' } };
    const checked = updateRecurrenceSchema.safeParse(body);
    if (!checked.success) {
      const placed = issuesByField(checked.error.issues);
      setErrors(placed);
      if (placed.form) setAlert(placed.form);
      return;
    }
    setBusy(true);
    try {
      await editRecurrence(seasonId, series.id, checked.data);
      onSaved();
    } catch (error) {
      const placed = apiIssuesByField(error);
      if (placed) setErrors(placed);
      setAlert(
        placed && !placed.form ? 'Some fields need attention: see the messages next to them.' : friendlyMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };
  const id = (field: string) => `se-${series.id}-${field}`;
  const invalid = (field: string) => ({
    'aria-invalid': Boolean(errors[field]),
    ...(errors[field] ? { 'aria-describedby': id(field) } : {}),
  });
  const err = (field: string) =>
    errors[field] ? (
      <p className={styles.error} id={id(field)}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <details>
      <summary>Change this series</summary>
      <form
        aria-label={`Change ${series.name}`}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <PatternFields
          draft={pattern}
          onChange={setPattern}
          weekStart={weekStart}
          error={errors.pattern}
          errorId={id('pattern')}
        />
        <div className={styles.grid2}>
          <label className={styles.field}>
            Time
            <input
              type="time"
              value={startTime}
              onChange={(e) => setStartTime(e.target.value)}
              {...invalid('startTime')}
            />
            {err('startTime')}
          </label>
          <label className={styles.field}>
            Minutes
            <input
              type="number"
              min={15}
              max={600}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              {...invalid('durationMinutes')}
            />
            {err('durationMinutes')}
          </label>
        </div>
        <label className={styles.field}>
          Template plan
          <select value={templatePlanId} onChange={(e) => setTemplate(e.target.value)} {...invalid('templatePlanId')}>
            <option value="">The season's template (or an empty practice)</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          {err('templatePlanId')}
        </label>
        <label className={styles.field}>
          From this date on (blank: every date)
          <input
            type="date"
            min={series.startDate}
            max={series.endDate}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            {...invalid('from')}
          />
          {err('from')}
        </label>
        {alert ? (
          <p role="alert" className={styles.error}>
            {alert}
          </p>
        ) : null}
        <button type="submit" className="button button--secondary" disabled={busy}>
          {from ? 'Change this and following' : 'Change every date'}
        </button>
      </form>
    </details>
  );
}
