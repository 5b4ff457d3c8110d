import { zodResolver } from '@hookform/resolvers/zod';
import {
  PHASES_OF_SEASON,
  PHASE_OF_SEASON_LABELS,
  PLAN_LIMITS,
  SPORT_IDS,
  SPORT_PACKS,
  draftBasicInfoCompleteSchema,
  type DraftBasicInfo,
} from '@sideline/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Field } from '../../../../ui/form-field';
import { RichTextEditor } from '../../../rich-text';
import { useWizardActor, useWizardSelector, WIZARD_FORM_ID } from '../wizard-actor';
import type { StepInput } from '../wizard-step-values';
import { GoalChoice, VisibilityRadios } from './basic-info-choices';
import { StepHeader } from './step-header';
import styles from './steps.module.css';

type BasicInfoInput = StepInput<'basic-info'>;

const NEW_PLAN: BasicInfoInput = {
  name: '',
  sport: 'quadball',
  participants: null,
  phase: null,
  goals: [],
  description: '',
  visibility: 'private',
  editableByOthers: false,
  startTime: null,
  totalMinutes: 90,
};

const FIELDS = Object.keys(NEW_PLAN);
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const textOrNull = (value: string | null | undefined) =>
  value === '' || value === null || value === undefined ? null : String(value);

/**
 * Step 1: what the practice is (name, sport, who, when, how long) — validated with the shared
 * `draftBasicInfoCompleteSchema`.
 */
export function BasicInfoStep() {
  const actor = useWizardActor();
  // What the form starts from, once: the coach's unsaved typing, else the saved step, else a new plan.
  const [defaultValues] = useState(() => {
    const { context } = actor.getSnapshot();
    return context.edits['basic-info'] ?? context.draft.data.basicInfo ?? NEW_PLAN;
  });
  const form = useForm<BasicInfoInput, unknown, DraftBasicInfo>({
    resolver: zodResolver(draftBasicInfoCompleteSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const { register, control, formState, handleSubmit, setError, watch } = form;
  const { errors } = formState;

  // Every change goes to the machine, so Back, the browser's buttons and the stepper never lose it.
  useEffect(() => {
    const subscription = watch((values) =>
      actor.send({ type: 'EDIT', step: 'basic-info', value: values as BasicInfoInput }),
    );
    return () => subscription.unsubscribe();
  }, [actor, watch]);

  // The server's messages (a 400 on save) go next to their fields, like the schema's own.
  const serverErrors = useWizardSelector((snapshot) => snapshot.context.fieldErrors);
  useEffect(() => {
    Object.entries(serverErrors)
      .filter(([path]) => FIELDS.includes(path.split('.')[0] ?? ''))
      .forEach(([path, messages], index) =>
        setError(
          path.split('.')[0] as Path<BasicInfoInput>,
          { type: 'server', message: messages.join(' ') },
          { shouldFocus: index === 0 },
        ),
      );
  }, [serverErrors, setError]);

  const submit = handleSubmit((values) => {
    actor.send({ type: 'EDIT', step: 'basic-info', value: values });
    actor.send({ type: 'NEXT' });
  });

  return (
    <form
      id={WIZARD_FORM_ID}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="wizard-step-title"
    >
      <StepHeader step="basic-info">
        What the practice is for, who comes and how long it lasts. Fields marked * are required.
      </StepHeader>
      <div className={styles.card}>
        <Field label="Name" required error={errors.name?.message}>
          {(ids) => (
            <input
              id={ids.control}
              className={styles.input}
              maxLength={PLAN_LIMITS.name + 20}
              autoComplete="off"
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid || undefined}
              aria-required
              {...register('name')}
            />
          )}
        </Field>
        <div className={styles.pair}>
          <Field
            label="Sport"
            required
            hint="Predefined sections and drills come from the sport."
            error={errors.sport?.message}
          >
            {(ids) => (
              <select
                id={ids.control}
                className={styles.input}
                aria-describedby={ids.describedBy}
                {...register('sport')}
              >
                {SPORT_IDS.map((sport) => (
                  <option key={sport} value={sport}>
                    {SPORT_PACKS[sport].name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Phase of season" hint="Optional: helps find the plan later." error={errors.phase?.message}>
            {(ids) => (
              <select
                id={ids.control}
                className={styles.input}
                aria-describedby={ids.describedBy}
                {...register('phase', { setValueAs: textOrNull })}
              >
                <option value="">Not set</option>
                {PHASES_OF_SEASON.map((phase) => (
                  <option key={phase} value={phase}>
                    {PHASE_OF_SEASON_LABELS[phase]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Controller
          control={control}
          name="goals"
          render={({ field }) => (
            <Field label="Practice goals" required group hint="At least one." error={errors.goals?.message}>
              {(ids) => (
                <GoalChoice
                  value={field.value ?? []}
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
      </div>
      <div className={styles.card}>
        <div className={styles.trio}>
          <Field label="Total length (minutes)" required hint="15 to 1440." error={errors.totalMinutes?.message}>
            {(ids) => (
              <input
                id={ids.control}
                type="number"
                inputMode="numeric"
                min={15}
                max={PLAN_LIMITS.targetMinutes}
                step={5}
                className={styles.input}
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid || undefined}
                aria-required
                {...register('totalMinutes', { setValueAs: numberOrUndefined })}
              />
            )}
          </Field>
          <Field label="Start time" hint="Optional: the plan shows clock times." error={errors.startTime?.message}>
            {(ids) => (
              <input
                id={ids.control}
                type="time"
                className={styles.input}
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid || undefined}
                {...register('startTime', { setValueAs: textOrNull })}
              />
            )}
          </Field>
          <Field label="Expected participants" hint="Optional." error={errors.participants?.message}>
            {(ids) => (
              <input
                id={ids.control}
                type="number"
                inputMode="numeric"
                min={1}
                max={PLAN_LIMITS.participants}
                className={styles.input}
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid || undefined}
                {...register('participants', { setValueAs: numberOrNull })}
              />
            )}
          </Field>
        </div>
      </div>
      <div className={styles.card}>
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <Field
              label="Description"
              labelledByOnly
              hint="Optional: the idea of the practice, what to bring."
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
        <Controller
          control={control}
          name="visibility"
          render={({ field }) => (
            <Field label="Who can see the plan" group error={errors.visibility?.message}>
              {(ids) => (
                <VisibilityRadios
                  value={field.value ?? 'private'}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  describedBy={ids.describedBy}
                />
              )}
            </Field>
          )}
        />
        <label className={styles.checkRow}>
          <input type="checkbox" {...register('editableByOthers')} />
          Other coaches who can see the plan may also edit it
        </label>
      </div>
    </form>
  );
}
