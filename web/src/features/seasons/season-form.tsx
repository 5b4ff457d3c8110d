import { createSeasonSchema, updateSeasonSchema } from '@sideline/domain';
import { useId, useState, type FormEvent } from 'react';
import { issuesToErrors, requestErrors, type Errors } from './form-errors';
import type { SeasonTimeline } from './season-api';
import styles from './seasons.module.css';
import { FormError, LabelledInput } from './text-input';

const FIELDS = ['name', 'startDate', 'endDate'];
type Values = { name: string; startDate: string; endDate: string; activate: boolean };

interface SeasonFormProps {
  /** editing this season; creating a new one when absent */
  editing?: SeasonTimeline['season'];
  onSave: (values: Values) => Promise<unknown>;
}

/** Create a season, or change its name and dates (each message beside its field). */
export function SeasonForm({ editing, onSave }: SeasonFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    name: editing?.name ?? '',
    startDate: editing?.startDate ?? '',
    endDate: editing?.endDate ?? '',
    activate: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = (key: keyof Values) => (value: string | boolean) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDone(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = editing
      ? updateSeasonSchema.safeParse({ name: values.name, startDate: values.startDate, endDate: values.endDate })
      : createSeasonSchema.safeParse(values);
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await onSave(values);
      setDone(true);
      if (!editing) setValues({ name: '', startDate: '', endDate: '', activate: false });
    } catch (error) {
      setErrors(requestErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={editing ? 'Season details' : 'New season'}>
      <FormError errors={errors} />
      <LabelledInput
        id={`${id}-name`}
        name="name"
        label="Name"
        value={values.name}
        onChange={set('name')}
        errors={errors}
        required
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
        />
      </div>
      {editing ? null : (
        <label className={styles.check}>
          <input type="checkbox" checked={values.activate} onChange={(e) => set('activate')(e.target.checked)} /> Make
          it the active season
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
