import {
  DEFAULT_SKIP_MARKER_TYPES,
  MARKER_TYPE_LABELS,
  MARKER_TYPES,
  WEEKDAY_NAMES,
  type CreateRecurrenceInput,
} from '@sideline/domain';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { previewDraft, type RecurrencePreviewView } from './season-planning-api';
import { PreviewList } from './preview-list';
import styles from './season-planning.module.css';

interface Props {
  seasonId: string;
  season: { startDate: string; endDate: string };
  weekStart: number;
  templates: { id: string; name: string }[];
  onSave: (input: Partial<CreateRecurrenceInput>) => Promise<void>;
}

const splitDates = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);

/**
 * A new recurring practice: pattern, dates, time and length, template, exceptions, marker types to skip; preview before
 * saving.
 */
export function RecurrenceForm({ seasonId, season, weekStart, templates, onSave }: Props) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'weekly' | 'monthly'>('weekly');
  const [weekdays, setWeekdays] = useState<number[]>([2, 4]);
  const [intervalWeeks, setIntervalWeeks] = useState(1);
  const [monthDays, setMonthDays] = useState('1, 15');
  const [startDate, setStartDate] = useState(season.startDate);
  const [endDate, setEndDate] = useState(season.endDate);
  const [startTime, setStartTime] = useState('');
  const [durationMinutes, setDuration] = useState('');
  const [templatePlanId, setTemplate] = useState('');
  const [exceptions, setExceptions] = useState('');
  const [skip, setSkip] = useState<string[]>([...DEFAULT_SKIP_MARKER_TYPES]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [preview, setPreview] = useState<RecurrencePreviewView | null>(null);
  const [busy, setBusy] = useState(false);

  const input = (): Partial<CreateRecurrenceInput> => ({
    name,
    pattern:
      kind === 'weekly' ? { kind, weekdays, intervalWeeks } : { kind, monthDays: splitDates(monthDays).map(Number) },
    startDate,
    endDate,
    ...(startTime ? { startTime } : {}),
    ...(durationMinutes ? { durationMinutes: Number(durationMinutes) } : {}),
    templatePlanId: templatePlanId || null,
    exceptionDates: splitDates(exceptions),
    skipMarkerTypes: skip as CreateRecurrenceInput['skipMarkerTypes'],
  });
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setAlert(null);
    setErrors({});
    try {
      await action();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        const placed: Record<string, string> = {};
        for (const [path, messages] of Object.entries(error.fieldErrors))
          placed[path.split('.')[0]!] = messages.join(' ');
        setErrors(placed);
      }
      setAlert(friendlyMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const err = (field: string) =>
    errors[field] ? (
      <p className={styles.error} id={`rf-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const order = Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);

  return (
    <form
      className={styles.card}
      aria-label="New recurring practice"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => onSave(input()));
      }}
    >
      <h2>New recurring practice</h2>
      <label className={styles.field}>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(errors.name)} required />
        {err('name')}
      </label>
      <label className={styles.field}>
        Repeats
        <select value={kind} onChange={(e) => setKind(e.target.value as 'weekly' | 'monthly')}>
          <option value="weekly">Weekly, on weekdays</option>
          <option value="monthly">Monthly, on days of the month</option>
        </select>
      </label>
      {kind === 'weekly' ? (
        <>
          <fieldset className={styles.chips}>
            <legend>On</legend>
            {order.map((day) => (
              <label key={day} className={styles.chip}>
                <input
                  type="checkbox"
                  checked={weekdays.includes(day)}
                  onChange={(e) =>
                    setWeekdays(e.target.checked ? [...weekdays, day] : weekdays.filter((d) => d !== day))
                  }
                />
                {WEEKDAY_NAMES[day]!.slice(0, 3)}
              </label>
            ))}
          </fieldset>
          <label className={styles.field}>
            Every how many weeks (counted from the first day)
            <input
              type="number"
              min={1}
              max={8}
              value={intervalWeeks}
              onChange={(e) => setIntervalWeeks(Number(e.target.value))}
            />
          </label>
        </>
      ) : (
        <label className={styles.field}>
          Days of the month (1–31; a month without the day is skipped and the preview says so)
          <input
            value={monthDays}
            onChange={(e) => setMonthDays(e.target.value)}
            aria-invalid={Boolean(errors.pattern)}
          />
        </label>
      )}
      {err('pattern')}
      <div className={styles.grid2}>
        <label className={styles.field}>
          First day
          <input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          {err('startDate')}
        </label>
        <label className={styles.field}>
          Last day
          <input type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
          {err('endDate')}
        </label>
        <label className={styles.field}>
          Time (blank: the team's)
          <input type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} />
          {err('startTime')}
        </label>
        <label className={styles.field}>
          Minutes (blank: the team's)
          <input
            type="number"
            min={15}
            max={600}
            value={durationMinutes}
            onChange={(e) => setDuration(e.target.value)}
          />
          {err('durationMinutes')}
        </label>
      </div>
      <label className={styles.field}>
        Template plan
        <select value={templatePlanId} onChange={(e) => setTemplate(e.target.value)}>
          <option value="">The season's template (or an empty practice)</option>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Exception dates (YYYY-MM-DD, separated by commas)
        <input value={exceptions} onChange={(e) => setExceptions(e.target.value)} placeholder="2026-09-08" />
        {err('exceptionDates')}
      </label>
      <fieldset className={styles.chips}>
        <legend>Skip days with a marker of type</legend>
        {MARKER_TYPES.map((type) => (
          <label key={type} className={styles.chip}>
            <input
              type="checkbox"
              checked={skip.includes(type)}
              onChange={(e) => setSkip(e.target.checked ? [...skip, type] : skip.filter((t) => t !== type))}
            />
            {MARKER_TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      {alert ? (
        <p role="alert" className={styles.error}>
          {alert}
        </p>
      ) : null}
      <div className={styles.row}>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void run(async () => setPreview(await previewDraft(seasonId, input())))}
        >
          Preview dates
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          Save series
        </button>
      </div>
      {preview ? <PreviewList preview={preview} /> : null}
    </form>
  );
}
