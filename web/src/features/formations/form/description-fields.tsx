import { FORMATION_LIMITS, SPORT_IDS, SPORT_PACKS, defaultCourtTemplateId, type SportId } from '@sideline/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Field } from '../../../ui/form-field';
import { RichTextEditor } from '../../rich-text';
import formCss from '../../../ui/form.module.css';
import styles from './formation-form.module.css';
import type { FormationFormHandle } from './use-formation-form';

/** Sport, name and the two descriptions. */
export function DescriptionFields({ form }: { form: FormationFormHandle }) {
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const headingId = useId();
  return (
    <section className={formCss.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={formCss.sectionTitle}>
        The formation
      </h2>
      <Controller
        control={control}
        name="sport"
        render={({ field }) => (
          <Field
            label="Sport"
            required
            hint="Courts and the token palette come from the sport."
            error={errors.sport?.message}
          >
            {(ids) => (
              <select
                id={ids.control}
                ref={field.ref}
                className={`${formCss.input} ${styles.narrow}`}
                value={field.value}
                onBlur={field.onBlur}
                aria-describedby={ids.describedBy}
                onChange={(event) => {
                  const sport = event.target.value as SportId;
                  field.onChange(sport);
                  // Courts belong to a sport: the other sport's court would not validate.
                  setValue('courtTemplateId', defaultCourtTemplateId(sport), { shouldDirty: true });
                }}
              >
                {SPORT_IDS.map((sport) => (
                  <option key={sport} value={sport}>
                    {SPORT_PACKS[sport].name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      <Field label="Name" required error={errors.name?.message}>
        {(ids) => (
          <input
            id={ids.control}
            className={formCss.input}
            maxLength={FORMATION_LIMITS.name + 20}
            autoComplete="off"
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            aria-required
            {...register('name')}
          />
        )}
      </Field>
      <Field
        label="Brief description"
        hint="A sentence: what the formation is for and when to call it."
        error={errors.briefDescription?.message}
      >
        {(ids) => (
          <textarea
            id={ids.control}
            className={formCss.textarea}
            rows={2}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            {...register('briefDescription')}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="detailedDescription"
        render={({ field, fieldState }) => (
          <Field
            label="Detailed description"
            labelledByOnly
            hint="Reads, options, what each player does."
            error={fieldState.error?.message}
          >
            {(ids) => (
              <RichTextEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labelledBy={ids.label}
                describedBy={ids.describedBy}
                invalid={ids.invalid}
              />
            )}
          </Field>
        )}
      />
    </section>
  );
}
