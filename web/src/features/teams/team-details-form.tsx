import {
  SPORT_IDS,
  SPORT_PACKS,
  TEAM_LIMITS,
  sportNameOf,
  TIME_ZONES,
  createTeamSchema,
  type SportId,
  type TeamDetails,
} from '@sideline/domain';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { LiveFieldConflict, updatedMark } from '../../ui/live-field/live-field-conflict';
import { useLiveForm } from '../../ui/live-field/use-live-form';
import { DAY_NAMES } from './team-labels';
import styles from './teams.module.css';

type Field = keyof TeamDetails;
type Errors = Partial<Record<Field | 'form', string>>;

const browserZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return TIME_ZONES.includes(zone) ? zone : 'UTC';
};

export const blankTeamDetails = (): TeamDetails => ({
  name: '',
  description: '',
  sport: 'quadball',
  timeZone: browserZone(),
  firstDayOfWeek: 1,
  practiceStartTime: '18:00',
  practiceMinutes: 90,
});

interface TeamDetailsFormProps {
  /** the stored details (kept current by the page: a co-editor's save reaches the fields not changed here) */
  initial: TeamDetails;
  submitLabel: string;
  busyLabel: string;
  /** saves; a rejected promise with field errors puts each message beside its field */
  onSubmit: (details: TeamDetails) => Promise<unknown>;
  /** only the fields that changed are sent (editing) */
  changedOnly?: boolean;
}

/** A co-editor's value in words, for the prompt beside a field. */
const inWords = (key: Field, value: TeamDetails[Field]) =>
  key === 'sport'
    ? sportNameOf(value as SportId)
    : key === 'firstDayOfWeek'
      ? (DAY_NAMES[value as number] ?? String(value))
      : String(value);

/**
 * A team's details: the same form creates a team and edits one. Each message sits beside its field. Editing, the
 * fields are live (see ui/live-field): a co-editor's save shows in every field not changed here, one changed here keeps
 * what was typed and shows theirs beside it, and only the fields changed here are sent.
 */
export function TeamDetailsForm({
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  changedOnly = false,
}: TeamDetailsFormProps) {
  const ids = useId();
  const form = useLiveForm<TeamDetails>(initial);
  const details = form.values;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = <K extends Field>(key: K, value: TeamDetails[K]) => {
    form.edit(key, value);
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTeamSchema.safeParse(details);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[String(issue.path[0] ?? 'form') as Field | 'form'] ??= issue.message;
      setErrors(next);
      return;
    }
    const changes = form.changes();
    if (changedOnly && changes === null) {
      setErrors({ form: 'Someone else changed a detail you are editing: choose theirs or yours beside it first.' });
      return;
    }
    const changed = Object.keys(changes ?? {}) as Field[];
    const sent = changedOnly
      ? (Object.fromEntries(changed.map((key) => [key, parsed.data[key]])) as TeamDetails)
      : parsed.data;
    if (changedOnly && changed.length === 0) {
      setErrors({ form: 'Nothing has changed yet.' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(sent);
      for (const key of changed) form.saved(key, details[key]);
      setSaved(true);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      const next: Errors = {};
      for (const [key, messages] of Object.entries(fields))
        next[(key in initial ? key : 'form') as Field | 'form'] = messages.join(' ');
      if (Object.keys(next).length === 0) next.form = friendlyMessage(error);
      setErrors(next);
    } finally {
      setBusy(false);
    }
  };

  const control = (key: Field) => ({
    id: `${ids}-${key}`,
    ...(errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids}-${key}-error` } : {}),
    ...updatedMark(form.field(key).updated),
  });
  const message = (key: Field) => {
    const { incoming } = form.field(key);
    return (
      <>
        {incoming ? (
          <LiveFieldConflict
            incoming={{ author: incoming.author, value: inWords(key, incoming.value) }}
            onUseTheirs={() => form.useTheirs(key)}
            onKeepMine={() => form.keepMine(key)}
          />
        ) : null}
        {errors[key] ? (
          <p id={`${ids}-${key}-error`} className={styles.fieldError}>
            {errors[key]}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <form className={styles.detailsForm} onSubmit={(event) => void submit(event)} noValidate>
      {errors.form ? (
        <p className={styles.formAlert} role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className={styles.fieldGrid}>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${ids}-name`}>Team name</label>
          <input
            {...control('name')}
            value={details.name}
            maxLength={TEAM_LIMITS.name + 20}
            onChange={(e) => set('name', e.target.value)}
            placeholder="e.g. Riverside Rapids U16"
          />
          {message('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-sport`}>Sport</label>
          <select {...control('sport')} value={details.sport} onChange={(e) => set('sport', e.target.value as SportId)}>
            {SPORT_IDS.map((id) => (
              <option key={id} value={id}>
                {SPORT_PACKS[id].name}
              </option>
            ))}
          </select>
          {message('sport')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-timeZone`}>Time zone</label>
          <select {...control('timeZone')} value={details.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
            {(TIME_ZONES.includes(details.timeZone) ? TIME_ZONES : [details.timeZone, ...TIME_ZONES]).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          {message('timeZone')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-firstDayOfWeek`}>Weeks start on</label>
          <select
            {...control('firstDayOfWeek')}
            value={details.firstDayOfWeek}
            onChange={(e) => set('firstDayOfWeek', Number(e.target.value))}
          >
            {DAY_NAMES.map((day, index) => (
              <option key={day} value={index}>
                {day}
              </option>
            ))}
          </select>
          {message('firstDayOfWeek')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-practiceStartTime`}>Practice usually starts</label>
          <input
            {...control('practiceStartTime')}
            type="time"
            value={details.practiceStartTime}
            onChange={(e) => set('practiceStartTime', e.target.value)}
          />
          {message('practiceStartTime')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-practiceMinutes`}>Practice length (minutes)</label>
          <input
            {...control('practiceMinutes')}
            type="number"
            inputMode="numeric"
            min={TEAM_LIMITS.practiceMinutes.min}
            max={TEAM_LIMITS.practiceMinutes.max}
            step={5}
            value={Number.isNaN(details.practiceMinutes) ? '' : details.practiceMinutes}
            onChange={(e) => set('practiceMinutes', e.target.value === '' ? Number.NaN : Number(e.target.value))}
          />
          {message('practiceMinutes')}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${ids}-description`}>Description (optional)</label>
          <textarea
            {...control('description')}
            rows={3}
            value={details.description}
            onChange={(e) => set('description', e.target.value)}
            placeholder="Who the team is, where it trains"
          />
          {message('description')}
        </div>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {saved && changedOnly ? (
          <span className={styles.savedNote} role="status">
            Saved
          </span>
        ) : null}
      </div>
    </form>
  );
}
