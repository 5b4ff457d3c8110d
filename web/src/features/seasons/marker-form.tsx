import {
  MARKER_TYPES,
  MARKER_TYPE_LABELS,
  seasonMarkerInputSchema,
  type SeasonMarkerInput,
  type SeasonMarkerView,
} from '@sideline/domain';
import { useId, useState, type FormEvent } from 'react';
import { issuesToErrors, requestErrors, type Errors } from './form-errors';
import styles from './seasons.module.css';
import { FormError, LabelledInput } from './text-input';

const FIELDS = [
  'type',
  'title',
  'startDate',
  'endDate',
  'time',
  'durationMinutes',
  'colour',
  'notes',
  'visibleToMembers',
];

interface MarkerFormProps {
  initial?: SeasonMarkerView;
  bounds: { startDate: string; endDate: string };
  onSave: (input: SeasonMarkerInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** A marker: type, title, one day or several, an optional time, colour, notes, shown to members or not. */
export function MarkerForm({ initial, bounds, onSave, onCancel }: MarkerFormProps) {
  const id = useId();
  const [v, setV] = useState({
    type: initial?.type ?? 'game',
    title: initial?.title ?? '',
    startDate: initial?.startDate ?? '',
    endDate: initial && initial.endDate !== initial.startDate ? initial.endDate : '',
    time: initial?.time ?? '',
    durationMinutes: initial?.durationMinutes ? String(initial.durationMinutes) : '',
    colour: initial?.colour ?? '#e11d48',
    notes: initial?.notes ?? '',
    visibleToMembers: initial?.visibleToMembers ?? true,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof v) => (value: string | boolean) => setV((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = seasonMarkerInputSchema.safeParse({
      ...v,
      endDate: v.endDate || undefined,
      time: v.time || null,
      durationMinutes: v.durationMinutes ? Number(v.durationMinutes) : null,
    });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await onSave(parsed.data);
      if (!initial) setV((current) => ({ ...current, title: '', notes: '' }));
    } catch (error) {
      setErrors(requestErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={initial ? `Edit ${initial.title}` : 'New marker'}
    >
      <FormError errors={errors} />
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>Type</label>
          <select
            id={`${id}-type`}
            value={v.type}
            onChange={(e) => set('type')(e.target.value)}
            aria-invalid={errors.type ? true : undefined}
          >
            {MARKER_TYPES.map((type) => (
              <option key={type} value={type}>
                {MARKER_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          {errors.type ? (
            <span className={styles.error} role="alert">
              {errors.type}
            </span>
          ) : null}
        </div>
        <LabelledInput
          id={`${id}-title`}
          name="title"
          label="Title"
          value={v.title}
          onChange={set('title')}
          errors={errors}
          required
        />
      </div>
      <div className={styles.row}>
        <LabelledInput
          id={`${id}-start`}
          name="startDate"
          label="Day (first day)"
          type="date"
          value={v.startDate}
          onChange={set('startDate')}
          errors={errors}
          required
          hint={`${bounds.startDate} to ${bounds.endDate}`}
        />
        <LabelledInput
          id={`${id}-end`}
          name="endDate"
          label="Last day"
          type="date"
          value={v.endDate}
          onChange={set('endDate')}
          errors={errors}
          hint="Leave empty for one day"
        />
        <LabelledInput
          id={`${id}-time`}
          name="time"
          label="Time"
          type="time"
          value={v.time}
          onChange={set('time')}
          errors={errors}
          hint="Leave empty for all day"
        />
        <LabelledInput
          id={`${id}-minutes`}
          name="durationMinutes"
          label="Minutes"
          type="number"
          value={v.durationMinutes}
          onChange={set('durationMinutes')}
          errors={errors}
        />
        <LabelledInput
          id={`${id}-colour`}
          name="colour"
          label="Colour"
          type="color"
          value={v.colour}
          onChange={set('colour')}
          errors={errors}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea id={`${id}-notes`} rows={2} value={v.notes} onChange={(e) => set('notes')(e.target.value)} />
        {errors.notes ? (
          <span className={styles.error} role="alert">
            {errors.notes}
          </span>
        ) : null}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={v.visibleToMembers}
          onChange={(e) => set('visibleToMembers')(e.target.checked)}
        />{' '}
        Members see it
      </label>
      <div className={styles.toolbar}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : initial ? 'Save marker' : 'Add marker'}
        </button>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
