import { SPORT_PACKS } from '@sideline/domain';
import { Controller, useWatch } from 'react-hook-form';
import { ChoicePills } from './choice-pills';
import { firstErrorMessage } from '../../../ui/form-errors';
import type { DrillFormHandle } from './drill-form-types';
import { useDrillLive } from './drill-live-fields';
import formCss from '../../../ui/form.module.css';
import { Field } from '../../../ui/form-field';
import { SkillsInput } from './skills-input';

/** Drill types, positions and skills: the choices come from the sport pack. */
export function FocusFields({ form }: { form: DrillFormHandle }) {
  const { control } = form;
  const sport = useWatch({ control, name: 'sport' });
  const pack = SPORT_PACKS[sport];
  const live = useDrillLive();
  return (
    <section className={formCss.section} aria-labelledby="drill-form-focus">
      <h2 id="drill-form-focus" className={formCss.sectionTitle}>
        Focus
      </h2>
      <Controller
        control={control}
        name="drillTypes"
        render={({ field, fieldState }) => (
          <Field
            label="Drill types"
            required
            group
            error={firstErrorMessage(fieldState.error)}
            live={live('drillTypes')}
          >
            {(ids) => (
              <ChoicePills
                name={field.name}
                options={pack.drillTypes.map((type) => ({ value: type, label: type }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                describedBy={ids.describedBy}
                invalid={ids.invalid}
                firstRef={field.ref}
              />
            )}
          </Field>
        )}
      />
      <Controller
        control={control}
        name="positions"
        render={({ field, fieldState }) => (
          <Field
            label="Positions"
            required
            group
            hint="Who the drill trains."
            error={firstErrorMessage(fieldState.error)}
            live={live('positions')}
          >
            {(ids) => (
              <ChoicePills
                name={field.name}
                options={pack.positions.map((position) => ({
                  value: position.id,
                  label: position.name,
                  color: position.color,
                }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                describedBy={ids.describedBy}
                invalid={ids.invalid}
                firstRef={field.ref}
              />
            )}
          </Field>
        )}
      />
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <Field
            label="Skills"
            required
            hint={`Pick from ${pack.name} skills and skills other coaches use, or type a new one and press Enter.`}
            error={firstErrorMessage(fieldState.error)}
            live={live('skills')}
          >
            {(ids) => (
              <SkillsInput
                sport={sport}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ids={ids}
                inputRef={field.ref}
              />
            )}
          </Field>
        )}
      />
    </section>
  );
}
