import {
  SECTION_COLOURS,
  seasonSectionInputSchema,
  type LinkedItem,
  type SeasonSectionInput,
  type SeasonSectionView,
} from '@sideline/domain';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { LiveFieldConflict, updatedMark } from '../../ui/live-field/live-field-conflict';
import { useLiveForm } from '../../ui/live-field/use-live-form';
import { issuesToErrors, requestErrors, type Errors } from './form-errors';
import { LinkedItemsEditor } from './linked-items-editor';
import styles from './seasons.module.css';
import { FormError, LabelledInput } from './text-input';
import { formatDay } from '../../ui/format/date-formats';

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
  /** editing, only the details changed here */
  onSave: (input: Partial<SeasonSectionInput>) => Promise<unknown>;
  onCancel?: () => void;
}

const valuesOf = (section: SeasonSectionView | undefined) => ({
  name: section?.name ?? '',
  startDate: section?.startDate ?? '',
  endDate: section?.endDate ?? '',
  colour: section?.colour ?? SECTION_COLOURS[0],
  notes: section?.notes ?? '',
  visibleToMembers: section?.visibleToMembers ?? true,
  defaultSections: (section?.defaultSections ?? []).map((s) => s.name).join('\n'),
  linkedItems: section?.linkedItems ?? ([] as LinkedItem[]),
});
type SectionValues = ReturnType<typeof valuesOf>;

/**
 * A season section: name, dates inside the season, colour, notes, shown to members, default practice sections.
 * Editing, the fields are live (see ui/live-field): a co-editor's save shows in the fields not changed here, one
 * changed here keeps what was typed and shows theirs beside it, and only the fields changed here are sent.
 */
export function SectionForm({ initial, bounds, onSave, onCancel }: SectionFormProps) {
  const id = useId();
  const stored = useMemo(() => valuesOf(initial), [initial]);
  const form = useLiveForm<SectionValues>(stored);
  const v = form.values;
  const linked = v.linkedItems;
  const setLinked = (items: LinkedItem[]) => form.edit('linkedItems', items);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: Exclude<keyof SectionValues, 'linkedItems'>) => (value: string | boolean) => form.edit(key, value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = form.changes();
    if (initial && changes === null)
      return setErrors({
        form: 'Someone else changed a detail you are editing: choose theirs or yours beside it first.',
      });
    const changed = Object.keys(changes ?? {}) as (keyof SectionValues)[];
    if (initial && changed.length === 0) return setErrors({ form: 'Nothing has changed yet.' });
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
      await onSave(initial ? Object.fromEntries(changed.map((key) => [key, parsed.data[key]])) : parsed.data);
      if (initial) for (const key of changed) form.saved(key, v[key]);
      else for (const key of ['name', 'notes', 'defaultSections', 'linkedItems'] as const) form.discard(key);
    } catch (error) {
      setErrors(requestErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  const live = (
    key: Exclude<keyof SectionValues, 'linkedItems'>,
  ): { mark: Record<string, unknown>; beside: ReactNode } => {
    const { incoming, updated } = form.field(key);
    const words = (value: string | boolean) =>
      typeof value === 'boolean' ? (value ? 'members see it' : 'hidden from members') : value.split('\n').join(', ');
    return {
      mark: updatedMark(updated),
      beside: incoming ? (
        <LiveFieldConflict
          incoming={{ author: incoming.author, value: words(incoming.value) }}
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
        live={live('name')}
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
          hint={`From ${formatDay(bounds.startDate)}`}
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
          required
          hint={`Until ${formatDay(bounds.endDate)}`}
          live={live('endDate')}
        />
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
          aria-describedby={errors.notes ? `${id}-notes-error` : undefined}
        />
        {live('notes').beside}
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
        {live('defaultSections').beside}
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
      {form.field('linkedItems').incoming ? (
        <LiveFieldConflict
          incoming={{ author: null, value: 'a new list of linked drills and plans' }}
          onUseTheirs={() => form.useTheirs('linkedItems')}
          onKeepMine={() => form.keepMine('linkedItems')}
        />
      ) : null}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={v.visibleToMembers}
          onChange={(e) => set('visibleToMembers')(e.target.checked)}
        />{' '}
        Members see it
      </label>
      {live('visibleToMembers').beside}
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
