import { createSeasonSchema, updateSeasonSchema } from '@sideline/domain';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { LiveFieldConflict, updatedMark } from '../../ui/live-field/live-field-conflict';
import { useLiveForm } from '../../ui/live-field/use-live-form';
import { issuesToErrors, requestErrors, type Errors } from './form-errors';
import type { SeasonTimeline } from './season-api';
import styles from './seasons.module.css';
import { FormError, LabelledInput } from './text-input';

const FIELDS = ['name', 'startDate', 'endDate'] as const;
type Details = { name: string; startDate: string; endDate: string };
type Values = Details & { activate: boolean };

interface SeasonFormProps {
  /** editing this season (kept current by the page); creating a new one when absent */
  editing?: SeasonTimeline['season'];
  /** `changed`: editing, only the details changed here */
  onSave: (values: Values, changed: Partial<Details>) => Promise<unknown>;
}

/**
 * Create a season, or change its name and dates (each message beside its field). Editing, the fields are live (see
 * ui/live-field): a co-editor's save shows in the fields not changed here, one changed here keeps what was typed and
 * shows theirs beside it, and only the fields changed here are sent.
 */
export function SeasonForm({ editing, onSave }: SeasonFormProps) {
  const id = useId();
  const stored = useMemo<Details>(
    () => ({ name: editing?.name ?? '', startDate: editing?.startDate ?? '', endDate: editing?.endDate ?? '' }),
    [editing?.name, editing?.startDate, editing?.endDate],
  );
  const form = useLiveForm(stored);
  const [activate, setActivate] = useState(false);
  const values: Values = { ...form.values, activate };
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = (key: keyof Details) => (value: string) => {
    form.edit(key, value);
    setDone(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed = form.changes();
    if (editing && changed === null)
      return setErrors({
        form: 'Someone else changed a detail you are editing: choose theirs or yours beside it first.',
      });
    if (editing && Object.keys(changed ?? {}).length === 0) return setErrors({ form: 'Nothing has changed yet.' });
    const parsed = editing ? updateSeasonSchema.safeParse(changed) : createSeasonSchema.safeParse(values);
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await onSave(values, changed ?? {});
      setDone(true);
      if (editing) {
        for (const key of FIELDS) if (changed?.[key] !== undefined) form.saved(key, changed[key]);
      } else {
        for (const key of FIELDS) form.discard(key);
        setActivate(false);
      }
    } catch (error) {
      setErrors(requestErrors(error, [...FIELDS]));
    } finally {
      setBusy(false);
    }
  };

  const live = (key: keyof Details): { mark: Record<string, unknown>; beside: ReactNode } => {
    const { incoming, updated } = form.field(key);
    return {
      mark: updatedMark(updated),
      beside: incoming ? (
        <LiveFieldConflict
          incoming={incoming}
          onUseTheirs={() => form.useTheirs(key)}
          onKeepMine={() => form.keepMine(key)}
        />
      ) : null,
    };
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={editing ? 'Season details' : 'New season'}
    >
      <FormError errors={errors} />
      <LabelledInput
        id={`${id}-name`}
        name="name"
        label="Name"
        value={values.name}
        onChange={set('name')}
        errors={errors}
        required
        live={live('name')}
      />
      <div className={styles.row}>
        <LabelledInput
          id={`${id}-start`}
          name="startDate"
          label="First day"
          type="date"
          value={values.startDate}
          onChange={set('startDate')}
          errors={errors}
          required
          live={live('startDate')}
        />
        <LabelledInput
          id={`${id}-end`}
          name="endDate"
          label="Last day"
          type="date"
          value={values.endDate}
          onChange={set('endDate')}
          errors={errors}
          required
          live={live('endDate')}
        />
      </div>
      {editing ? null : (
        <label className={styles.check}>
          <input type="checkbox" checked={activate} onChange={(e) => setActivate(e.target.checked)} /> Make it the
          active season
        </label>
      )}
      <div className={styles.toolbar}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Save season' : 'Create season'}
        </button>
        {done ? <span role="status">{editing ? 'Saved.' : 'Created.'}</span> : null}
      </div>
    </form>
  );
}
