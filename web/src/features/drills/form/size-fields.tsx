import { COMPLEXITIES, DRILL_LIMITS, SKILL_LEVELS, type Complexity } from '@sideline/domain';
import { Controller } from 'react-hook-form';
import { ChoicePills } from './choice-pills';
import { firstErrorMessage } from '../../../ui/form-errors';
import type { DrillFormHandle } from './drill-form-types';
import { useDrillLive } from './drill-live-fields';
import formCss from '../../../ui/form.module.css';
import styles from './drill-form.module.css';
import { Field } from '../../../ui/form-field';

/**
 * A number input's text as the schema's input: blank is "not given" (undefined, or null where blank means "no limit").
 */
export const wholeNumber = (blank: undefined | null) => (raw: string | number | null | undefined) => {
  if (raw === null || raw === undefined) return blank;
  if (typeof raw === 'number') return Number.isNaN(raw) ? blank : raw;
  const text = String(raw).trim();
  return text === '' ? blank : Number(text);
};

const SKILL_LEVEL_OPTIONS = SKILL_LEVELS.map((level) => ({ value: level, label: level }));

/** Who it is for, how hard, how long, how many. */
export function SizeFields({ form }: { form: DrillFormHandle }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const live = useDrillLive();
  const numberProps = (invalid: boolean, describedBy: string | undefined) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    className: `${formCss.input} ${styles.numberInput}`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  });
  return (
    <section className={formCss.section} aria-labelledby="drill-form-size">
      <h2 id="drill-form-size" className={formCss.sectionTitle}>
        Level, length and players
      </h2>
      <Controller
        control={control}
        name="skillLevels"
        render={({ field, fieldState }) => (
          <Field
            label="Skill levels"
            required
            group
            hint="Every level the drill suits."
            error={firstErrorMessage(fieldState.error)}
            live={live('skillLevels')}
          >
            {(ids) => (
              <ChoicePills
                name={field.name}
                options={SKILL_LEVEL_OPTIONS}
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
      <Field
        label="Complexity"
        hint="How much explaining it takes."
        error={errors.complexity?.message}
        live={live('complexity')}
      >
        {(ids) => (
          <select
            id={ids.control}
            className={`${formCss.input} ${styles.narrow}`}
            aria-describedby={ids.describedBy}
            {...register('complexity', {
              setValueAs: (raw: unknown) =>
                raw === '' || raw === null || raw === undefined ? null : (raw as Complexity),
            })}
          >
            <option value="">Not set</option>
            {COMPLEXITIES.map((complexity) => (
              <option key={complexity} value={complexity}>
                {complexity}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.pair}>
        <Field label="Shortest length (minutes)" required error={errors.lengthMin?.message} live={live('lengthMin')}>
          {(ids) => (
            <input
              id={ids.control}
              min={0}
              max={DRILL_LIMITS.minutes}
              {...numberProps(ids.invalid, ids.describedBy)}
              {...register('lengthMin', { setValueAs: wholeNumber(undefined) })}
            />
          )}
        </Field>
        <Field label="Longest length (minutes)" required error={errors.lengthMax?.message} live={live('lengthMax')}>
          {(ids) => (
            <input
              id={ids.control}
              min={1}
              max={DRILL_LIMITS.minutes}
              {...numberProps(ids.invalid, ids.describedBy)}
              {...register('lengthMax', { setValueAs: wholeNumber(undefined) })}
            />
          )}
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label="Fewest players" required error={errors.playersMin?.message} live={live('playersMin')}>
          {(ids) => (
            <input
              id={ids.control}
              min={1}
              max={DRILL_LIMITS.players}
              {...numberProps(ids.invalid, ids.describedBy)}
              {...register('playersMin', { setValueAs: wholeNumber(undefined) })}
            />
          )}
        </Field>
        <Field
          label="Most players"
          hint="Leave blank when there is no upper limit."
          error={errors.playersMax?.message}
          live={live('playersMax')}
        >
          {(ids) => (
            <input
              id={ids.control}
              min={1}
              max={DRILL_LIMITS.players}
              placeholder="No limit"
              {...numberProps(ids.invalid, ids.describedBy)}
              {...register('playersMax', { setValueAs: wholeNumber(null) })}
            />
          )}
        </Field>
      </div>
    </section>
  );
}
