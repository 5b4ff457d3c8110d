import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Field } from '../../../ui/form-field';
import { VisibilityChoice } from '../../../ui/visibility-choice';
import { TeamSelect } from '../../teams';
import { VISIBILITIES } from '@sideline/domain';
import formCss from '../../../ui/form.module.css';
import styles from './formation-form.module.css';
import type { FormationFormHandle } from './use-formation-form';

/** Who sees it and who may change it; only the owner (or a team or site admin) may change these. */
export function SharingFields({ form, canChange }: { form: FormationFormHandle; canChange: boolean }) {
  const { register, control, formState } = form;
  const headingId = useId();
  const teamId = useWatch({ control, name: 'teamId' });
  return (
    <section className={formCss.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={formCss.sectionTitle}>
        Sharing
      </h2>
      {canChange ? null : (
        <p className={formCss.hint}>Only the owner can change who sees this formation and who may edit it.</p>
      )}
      <fieldset className={styles.plainFieldset} disabled={!canChange}>
        <Controller
          control={control}
          name="teamId"
          render={({ field, fieldState }) => (
            <TeamSelect
              value={field.value ?? null}
              error={fieldState.error?.message}
              onBlur={field.onBlur}
              onChange={(team) => {
                field.onChange(team);
                if (team === null && form.getValues('visibility') === 'team') form.setValue('visibility', 'private');
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="visibility"
          render={({ field, fieldState }) => (
            <Field label="Who can see it" group error={fieldState.error?.message}>
              {(ids) => (
                <VisibilityChoice
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  describedBy={ids.describedBy}
                  firstRef={field.ref}
                  options={teamId || field.value === 'team' ? VISIBILITIES : VISIBILITIES.filter((v) => v !== 'team')}
                />
              )}
            </Field>
          )}
        />
        <label className={formCss.checkRow}>
          <input type="checkbox" {...register('editableByOthers')} />
          <span>
            <span className={formCss.radioTitle}>Others may edit it</span>
            <span className={formCss.radioExplanation}>
              Any signed-in coach who can see it can change the details and draw on the diagram. Every change is
              recorded.
            </span>
          </span>
        </label>
        {formState.errors.editableByOthers?.message ? (
          <p className={formCss.error}>{formState.errors.editableByOthers.message}</p>
        ) : null}
      </fieldset>
    </section>
  );
}
