import { FORMATION_TYPES, SPORT_PACKS } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Field } from '../../../ui/form-field';
import { formationTagsQuery } from '../formation-queries';
import { formationTypeLabel } from '../format-formation';
import formCss from '../../../ui/form.module.css';
import styles from './formation-form.module.css';
import { TagsInput } from './tags-input';
import type { FormationFormHandle } from './use-formation-form';

const TYPE_HINTS = {
  offense: 'a set play with the ball',
  defense: 'a shape without it',
  other: 'restarts, drills, anything else',
} as const;

/** Offense or defense, the court the diagram is drawn on, and free tags. */
export function KindFields({ form }: { form: FormationFormHandle }) {
  const { control } = form;
  const sport = useWatch({ control, name: 'sport' });
  const tagsInUse = useQuery(formationTagsQuery(sport));
  const headingId = useId();
  return (
    <section className={formCss.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={formCss.sectionTitle}>
        Type, court and tags
      </h2>
      <Controller
        control={control}
        name="formationType"
        render={({ field, fieldState }) => (
          <Field label="Type" group error={fieldState.error?.message}>
            {(ids) => (
              <div className={formCss.pills}>
                {FORMATION_TYPES.map((type, index) => (
                  <label key={type} className={formCss.pill} data-checked={field.value === type || undefined}>
                    <input
                      ref={index === 0 ? field.ref : undefined}
                      type="radio"
                      name={field.name}
                      value={type}
                      checked={field.value === type}
                      onChange={() => field.onChange(type)}
                      onBlur={field.onBlur}
                      aria-describedby={ids.describedBy}
                      className={formCss.pillInput}
                    />
                    <span>
                      {formationTypeLabel(type)} <span className={styles.pillHint}>({TYPE_HINTS[type]})</span>
                    </span>
                  </label>
                ))}
              </div>
            )}
          </Field>
        )}
      />
      <Controller
        control={control}
        name="courtTemplateId"
        render={({ field, fieldState }) => (
          <Field label="Court" hint="Drawn into the diagram when it is first opened." error={fieldState.error?.message}>
            {(ids) => (
              <select
                id={ids.control}
                ref={field.ref}
                className={`${formCss.input} ${styles.narrow}`}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid || undefined}
              >
                {SPORT_PACKS[sport].courtTemplates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <Field
            label="Tags"
            hint="Words coaches search for: zone, press, out of bounds…"
            error={firstMessage(fieldState.error)}
          >
            {(ids) => (
              <TagsInput
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ids={ids}
                suggestions={(tagsInUse.data ?? []).map((tag) => tag.value)}
                inputRef={field.ref}
              />
            )}
          </Field>
        )}
      />
    </section>
  );
}

/** A list field's message, or the first of its items' ("tags.2: Tags cannot contain commas."). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const item of Object.values(error)) {
    const nested = typeof item === 'object' && item !== null ? (item as { message?: unknown }).message : undefined;
    if (typeof nested === 'string' && nested) return nested;
  }
  return undefined;
}
