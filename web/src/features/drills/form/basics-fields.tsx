import { DRILL_LIMITS, SPORT_IDS, SPORT_PACKS, type SportId } from '@sideline/domain';
import { Controller } from 'react-hook-form';
import { RichTextEditor } from '../../rich-text';
import { adaptToSport } from './drill-form-values';
import type { DrillFormHandle } from './drill-form-types';
import { useDrillLive } from './drill-live-fields';
import formCss from '../../../ui/form.module.css';
import { Field } from '../../../ui/form-field';

/** Sport, name and descriptions. */
export function BasicsFields({ form }: { form: DrillFormHandle }) {
  const { register, control, getValues, setValue, formState } = form;
  const { errors } = formState;
  const live = useDrillLive();
  return (
    <section className={formCss.section} aria-labelledby="drill-form-basics">
      <h2 id="drill-form-basics" className={formCss.sectionTitle}>
        The drill
      </h2>
      <Controller
        control={control}
        name="sport"
        render={({ field }) => (
          <Field
            label="Sport"
            required
            hint="Positions, drill types, skills and courts come from the sport."
            error={errors.sport?.message}
            live={live('sport')}
          >
            {(ids) => (
              <select
                id={ids.control}
                ref={field.ref}
                className={formCss.input}
                value={field.value}
                onBlur={field.onBlur}
                aria-describedby={ids.describedBy}
                onChange={(event) => {
                  const from = field.value;
                  const to = event.target.value as SportId;
                  field.onChange(to);
                  // Keep the positions and drill types the new sport also has; the others would not validate.
                  const adapted = adaptToSport(
                    { positions: getValues('positions'), drillTypes: getValues('drillTypes') },
                    from,
                    to,
                  );
                  setValue('positions', adapted.positions, { shouldDirty: true });
                  setValue('drillTypes', adapted.drillTypes, { shouldDirty: true });
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
      <Field label="Name" required error={errors.name?.message} live={live('name')}>
        {(ids) => (
          <input
            id={ids.control}
            className={formCss.input}
            maxLength={DRILL_LIMITS.name + 20}
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
        required
        hint="A sentence or two: what the drill is and what it is for."
        error={errors.briefDescription?.message}
        live={live('briefDescription')}
      >
        {(ids) => (
          <textarea
            id={ids.control}
            className={formCss.textarea}
            rows={3}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            aria-required
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
            hint="Set-up, steps, coaching points, progressions."
            error={fieldState.error?.message}
            live={live('detailedDescription')}
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
