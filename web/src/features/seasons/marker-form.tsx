import {
  MARKER_TYPES,
  MARKER_TYPE_LABELS,
  seasonMarkerInputSchema,
  type MarkerType,
  type SeasonMarkerInput,
  type SeasonMarkerPatch,
  type SeasonMarkerView,
} from '@sideline/domain';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { LiveFieldConflict, updatedMark } from '../../ui/live-field/live-field-conflict';
import { useLiveForm } from '../../ui/live-field/use-live-form';
import { issuesToErrors, requestErrors, type Errors } from './form-errors';
import {
  ALL_DAY_TYPES,
  markerInputOf,
  markerPatchOf,
  markerToFormValues,
  type MarkerFormValues,
} from './marker-form-values';
import styles from './seasons.module.css';
import { FormError, LabelledInput } from './text-input';
import { formatDayRange } from '../../ui/format/date-formats';

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

type MarkerFormProps = { bounds: { startDate: string; endDate: string }; onCancel?: () => void } & (
  | { initial?: undefined; onSave: (input: SeasonMarkerInput) => Promise<unknown> }
  /** editing (kept current by the page): only the details changed here are saved */
  | { initial: SeasonMarkerView; onSave: (changes: SeasonMarkerPatch) => Promise<unknown> }
);

const sameColour = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** How a co-editor's value reads in the prompt beside the field. */
function words(key: keyof MarkerFormValues, value: string | boolean): string {
  if (key === 'type') return MARKER_TYPE_LABELS[value as MarkerType];
  if (key === 'allDay') return value ? 'all day' : 'at a time';
  if (key === 'visibleToMembers') return value ? 'members see it' : 'hidden from members';
  if (key === 'endDate' && value === '') return 'one day';
  if (value === '') return '';
  return String(value);
}

/**
 * A marker: type, title, one day or several, an optional time, colour, notes, shown to members or not. Editing, the
 * fields are live (see ui/live-field): a co-editor's save shows in the fields not changed here, one changed here keeps
 * what was typed and shows theirs beside it, and only the fields changed here are sent.
 */
export function MarkerForm(props: MarkerFormProps) {
  const { initial, bounds, onCancel } = props;
  const id = useId();
  const stored = useMemo(() => markerToFormValues(initial), [initial]);
  const form = useLiveForm<MarkerFormValues>(stored, { same: { colour: sameColour } });
  const v = form.values;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof MarkerFormValues) => (value: string | boolean) => form.edit(key, value);

  // Breaks, tournaments and deadlines take whole days; games and scrimmages have a time.
  const chooseType = (type: MarkerType) => {
    form.edit('type', type);
    form.edit('allDay', ALL_DAY_TYPES.has(type));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = form.changes();
    if (initial && changes === null)
      return setErrors({
        form: 'Someone else changed a detail you are editing: choose theirs or yours beside it first.',
      });
    const changed = Object.keys(changes ?? {}) as (keyof MarkerFormValues)[];
    if (initial && changed.length === 0) return setErrors({ form: 'Nothing has changed yet.' });
    const parsed = seasonMarkerInputSchema.safeParse(markerInputOf(v));
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      if (props.initial) {
        await props.onSave(markerPatchOf(parsed.data, v, changed));
        for (const key of changed) form.saved(key, v[key]);
      } else {
        await props.onSave(parsed.data);
        // the next marker starts from a clean form: a break added after a game does not inherit its time and length
        for (const key of ['title', 'notes', 'time', 'durationMinutes'] as const) form.discard(key);
      }
    } catch (error) {
      setErrors(requestErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  const live = (key: keyof MarkerFormValues): { mark: Record<string, unknown>; beside: ReactNode } => {
    const { incoming, updated } = form.field(key);
    return {
      mark: updatedMark(updated),
      beside: incoming ? (
        <LiveFieldConflict
          incoming={{ author: incoming.author, value: words(key, incoming.value) }}
          onUseTheirs={() => form.useTheirs(key)}
          onKeepMine={() => form.keepMine(key)}
        />
      ) : null,
    };
  };
  const error = (key: string) =>
    errors[key] ? (
      <span className={styles.error} role="alert">
        {errors[key]}
      </span>
    ) : null;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
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
            onChange={(e) => chooseType(e.target.value as MarkerType)}
            aria-invalid={errors.type ? true : undefined}
            {...live('type').mark}
          >
            {MARKER_TYPES.map((type) => (
              <option key={type} value={type}>
                {MARKER_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          {live('type').beside}
          {error('type')}
        </div>
        <LabelledInput
          id={`${id}-title`}
          name="title"
          label="Title"
          value={v.title}
          onChange={set('title')}
          errors={errors}
          required
          live={live('title')}
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
          hint={formatDayRange(bounds.startDate, bounds.endDate)}
          live={live('startDate')}
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
          live={live('endDate')}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={v.allDay}
            onChange={(e) => set('allDay')(e.target.checked)}
            {...live('allDay').mark}
          />
          All day
        </label>
        {live('allDay').beside}
        {v.allDay ? null : (
          <>
            <LabelledInput
              id={`${id}-time`}
              name="time"
              label="Time"
              type="time"
              value={v.time}
              onChange={set('time')}
              errors={errors}
              hint="Leave empty for all day"
              live={live('time')}
            />
            <LabelledInput
              id={`${id}-minutes`}
              name="durationMinutes"
              label="Minutes"
              type="number"
              value={v.durationMinutes}
              onChange={set('durationMinutes')}
              errors={errors}
              live={live('durationMinutes')}
            />
          </>
        )}
        <LabelledInput
          id={`${id}-colour`}
          name="colour"
          label="Colour"
          type="color"
          value={v.colour}
          onChange={set('colour')}
          errors={errors}
          live={live('colour')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          value={v.notes}
          onChange={(e) => set('notes')(e.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          {...live('notes').mark}
        />
        {live('notes').beside}
        {error('notes')}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={v.visibleToMembers}
          onChange={(e) => set('visibleToMembers')(e.target.checked)}
          {...live('visibleToMembers').mark}
        />{' '}
        Members see it
      </label>
      {live('visibleToMembers').beside}
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
