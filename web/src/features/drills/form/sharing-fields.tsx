import { Controller, useWatch } from 'react-hook-form';
import type { DrillFormHandle } from './drill-form-types';
import { useDrillLive } from './drill-live-fields';
import formCss from '../../../ui/form.module.css';
import { Field } from '../../../ui/form-field';
import { VariationPicker } from './variation-picker';
import { VisibilityChoice } from '../../../ui/visibility-choice';
import { TeamSelect } from '../../teams';
import { VISIBILITIES } from '@sideline/domain';

interface SharingFieldsProps {
  form: DrillFormHandle;
  selfId?: string;
  isParent?: boolean;
}

/** Who sees it, who may change it, and which drill it is a variation of. */
export function SharingFields({ form, selfId, isParent }: SharingFieldsProps) {
  const { register, control, formState } = form;
  const sport = useWatch({ control, name: 'sport' });
  const teamId = useWatch({ control, name: 'teamId' });
  const live = useDrillLive();
  return (
    <section className={formCss.section} aria-labelledby="drill-form-sharing">
      <h2 id="drill-form-sharing" className={formCss.sectionTitle}>
        Sharing
      </h2>
      <Controller
        control={control}
        name="teamId"
        render={({ field, fieldState }) => (
          <>
            <TeamSelect
              value={field.value ?? null}
              error={fieldState.error?.message}
              onBlur={field.onBlur}
              onChange={(team) => {
                field.onChange(team);
                if (team === null && form.getValues('visibility') === 'team') form.setValue('visibility', 'private');
              }}
            />
            {live('teamId').beside}
          </>
        )}
      />
      <Controller
        control={control}
        name="visibility"
        render={({ field, fieldState }) => (
          <Field label="Who can see it" group error={fieldState.error?.message} live={live('visibility')}>
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
      <label className={formCss.checkRow} {...live('editableByOthers').mark}>
        <input type="checkbox" {...register('editableByOthers')} />
        <span>
          <span className={formCss.radioTitle}>Others may edit it</span>
          <span className={formCss.radioExplanation}>
            Any signed-in coach who can see the drill can improve it. Every change is recorded.
          </span>
        </span>
      </label>
      {live('editableByOthers').beside}
      {formState.errors.editableByOthers?.message ? (
        <p className={formCss.error}>{formState.errors.editableByOthers.message}</p>
      ) : null}
      <Controller
        control={control}
        name="variationOf"
        render={({ field, fieldState }) => (
          <Field
            label="Variation of"
            hint="A variation is a drill built on another one; they are shown together as a family."
            error={fieldState.error?.message}
            live={live('variationOf')}
          >
            {(ids) => (
              <VariationPicker
                sport={sport}
                value={field.value ?? null}
                onChange={field.onChange}
                ids={ids}
                selfId={selfId}
                isParent={isParent}
                inputRef={field.ref}
              />
            )}
          </Field>
        )}
      />
    </section>
  );
}
