import {
  SECTION_COLOURS,
  seasonSectionInputSchema,
  type LinkedItem,
  type SeasonSectionInput,
  type SeasonSectionView,
} from '@sideline/domain';
import { useId, useState, type FormEvent } from 'react';
import { issuesToErrors, requestErrors, type Errors } from './form-errors';
import { LinkedItemsEditor } from './linked-items-editor';
import styles from './seasons.module.css';
import { FormError, LabelledInput } from './text-input';

const FIELDS = [
  'name',
  'startDate',
  'endDate',
  'colour',
  'notes',
  'visibleToMembers',
  'defaultSections',
  'linkedItems',
];

interface SectionFormProps {
  initial?: SeasonSectionView;
  bounds: { startDate: string; endDate: string };
  onSave: (input: SeasonSectionInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** A season section: name, dates inside the season, colour, notes, shown to members, default practice sections. */
export function SectionForm({ initial, bounds, onSave, onCancel }: SectionFormProps) {
  const id = useId();
  const [v, setV] = useState({
    name: initial?.name ?? '',
    startDate: initial?.startDate ?? '',
    endDate: initial?.endDate ?? '',
    colour: initial?.colour ?? SECTION_COLOURS[0],
    notes: initial?.notes ?? '',
    visibleToMembers: initial?.visibleToMembers ?? true,
    defaultSections: (initial?.defaultSections ?? []).map((s) => s.name).join('\n'),
  });
  const [linked, setLinked] = useState<LinkedItem[]>(initial?.linkedItems ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof v) => (value: string | boolean) => setV((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kept = new Map((initial?.defaultSections ?? []).map((s) => [s.name.toLowerCase(), s]));
    const names = v.defaultSections
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
    const parsed = seasonSectionInputSchema.safeParse({
      ...v,
      defaultSections: names.map((name) => kept.get(name.toLowerCase()) ?? { name }),
      linkedItems: linked,
    });
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await onSave(parsed.data);
      if (!initial) {
        setV((current) => ({ ...current, name: '', notes: '', defaultSections: '' }));
        setLinked([]);
      }
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
      aria-label={initial ? `Edit ${initial.name}` : 'New section'}
    >
      <FormError errors={errors} />
      <LabelledInput
        id={`${id}-name`}
        name="name"
        label="Name"
        value={v.name}
        onChange={set('name')}
        errors={errors}
        required
        hint="Pre-season, regular season, playoffs…"
      />
      <div className={styles.row}>
        <LabelledInput
          id={`${id}-start`}
          name="startDate"
          label="First day"
          type="date"
          value={v.startDate}
          onChange={set('startDate')}
          errors={errors}
          required
          hint={`From ${bounds.startDate}`}
        />
        <LabelledInput
          id={`${id}-end`}
          name="endDate"
          label="Last day"
          type="date"
          value={v.endDate}
          onChange={set('endDate')}
          errors={errors}
          required
          hint={`Until ${bounds.endDate}`}
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
        <textarea
          id={`${id}-notes`}
          rows={2}
          value={v.notes}
          onChange={(e) => set('notes')(e.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${id}-notes-error` : undefined}
        />
        {errors.notes ? (
          <span id={`${id}-notes-error`} className={styles.error} role="alert">
            {errors.notes}
          </span>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-defaults`}>Default practice sections</label>
        <textarea
          id={`${id}-defaults`}
          rows={3}
          value={v.defaultSections}
          onChange={(e) => set('defaultSections')(e.target.value)}
          aria-describedby={`${id}-defaults-hint${errors.defaultSections ? ` ${id}-defaults-error` : ''}`}
          aria-invalid={errors.defaultSections ? true : undefined}
        />
        <span id={`${id}-defaults-hint`} className={styles.hint}>
          One per line: practices generated in this section get them (same-named ones merge).
        </span>
        {errors.defaultSections ? (
          <span id={`${id}-defaults-error`} className={styles.error} role="alert">
            {errors.defaultSections}
          </span>
        ) : null}
      </div>
      <LinkedItemsEditor
        items={linked}
        onChange={setLinked}
        practiceSections={v.defaultSections
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean)}
        error={errors.linkedItems}
      />
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
          {busy ? 'Saving…' : initial ? 'Save section' : 'Add section'}
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
