import { zodResolver } from '@hookform/resolvers/zod';
import { DRILL_LIMITS, drillInputSchema, type DrillFields, type DrillInput } from '@sideline/domain';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { friendlyMessage } from '../../../api/friendly-message';
import { reportError } from '../../../sentry';
import { placeServerErrors } from '../../../ui/form-errors';
import formCss from '../../../ui/form.module.css';
import { useLiveHookForm } from '../../../ui/live-field/use-live-hook-form';
import type { DrillFormValues } from './drill-form-values';
import { DrillLiveProvider } from './drill-live-fields';
import { FocusFields } from './focus-fields';
import { MediaFields } from './media-fields';
import { BasicsFields } from './basics-fields';
import { SharingFields } from './sharing-fields';
import { SizeFields } from './size-fields';

/** Answers the form explains to the coach; anything else (a 500, no answer) is also reported. */
const EXPLAINED_STATUSES = [400, 401, 403, 404, 409, 412, 413, 422, 429];

/** Top-level fields of the drill schema: server messages for these (or their items) go next to them. */
const FORM_FIELDS = Object.keys(drillInputSchema.in.shape) as readonly string[];

export interface DrillFormProps {
  defaultValues: DefaultValues<DrillInput>;
  submitLabel: string;
  submittingLabel: string;
  cancelHref: string;
  /** saves (editing, `changed` names the fields changed here); throws (an ApiError) when the server says no */
  onSubmit: (fields: DrillFields, changed: readonly (keyof DrillFields)[]) => Promise<void>;
  /**
   * Editing: the drill as stored now, kept current by the page. The form is then live (see ui/live-field): a
   * co-editor's save shows in the fields not changed here, one changed here keeps what was typed and shows theirs
   * beside it, and `changed` names only the fields changed here.
   */
  stored?: DrillFormValues;
  /** lets the page explain some errors itself (e.g. 412 on edit); return true when it did */
  onSubmitError?: (error: unknown) => boolean;
  /** the drill being edited */
  selfId?: string;
  /** the drill being edited has variations */
  isParent?: boolean;
  /** shown above the fields (e.g. "someone else changed this drill") */
  banner?: ReactNode;
}

/**
 * The drill form, for create and edit: one zod schema (shared with the API) checks it, errors sit beside each field.
 */
export function DrillForm(props: DrillFormProps) {
  const {
    defaultValues,
    submitLabel,
    submittingLabel,
    cancelHref,
    onSubmit,
    onSubmitError,
    selfId,
    isParent,
    banner,
    stored,
  } = props;
  const form = useForm<DrillInput, unknown, DrillFields>({
    resolver: zodResolver(drillInputSchema),
    defaultValues,
    mode: 'onTouched',
  });
  // Creating, nothing is stored that others could change: the form's own start stands in for it.
  const [start] = useState(() => defaultValues as DrillFormValues);
  const live = useLiveHookForm<DrillFormValues>(form, stored ?? start);
  const [formError, setFormError] = useState<string | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  const save = form.handleSubmit(
    async (fields) => {
      setFormError(null);
      const changes = live.changes();
      if (stored && changes === null) {
        setFormError('Someone else changed a field you are editing: choose theirs or yours beside it first.');
        return;
      }
      const changed = Object.keys(changes ?? {}) as (keyof DrillFields)[];
      try {
        await onSubmit(fields, changed);
        const now = live.valuesNow();
        for (const key of changed) live.saved(key, now[key]);
      } catch (error) {
        if (onSubmitError?.(error)) return;
        if (!isApiError(error) || !EXPLAINED_STATUSES.includes(error.status)) reportError(error, 'mutation');
        setFormError(applyServerErrors(error, form.setError));
      }
    },
    () => setFormError('Some fields need attention: see the messages next to them.'),
  );

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Only our own button saves. Buttons inside the canvas have no type (so they count as submit buttons), and Enter in
    // one of its inputs would otherwise save the drill.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter && submitter !== submitButton.current) {
      event.preventDefault();
      return;
    }
    void save(event);
  };

  return (
    <form className={formCss.form} onSubmit={onFormSubmit} noValidate aria-label="Drill">
      {banner}
      <div className={formError ? formCss.alert : formCss.alertEmpty} role="alert">
        {formError}
      </div>
      <DrillLiveProvider value={stored ? live : null}>
        <BasicsFields form={form} />
        <SizeFields form={form} />
        <FocusFields form={form} />
        <MediaFields form={form} />
        <SharingFields form={form} selfId={selfId} isParent={isParent} />
      </DrillLiveProvider>
      <div className={formCss.submitBar}>
        <button
          ref={submitButton}
          type="submit"
          className="button button--primary button--large"
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? submittingLabel : submitLabel}
        </button>
        <Link to={cancelHref} className="button button--ghost">
          Cancel
        </Link>
        <p className={formCss.hint}>
          Fields marked * are required. Up to {DRILL_LIMITS.diagrams} diagrams and {DRILL_LIMITS.skills} skills.
        </p>
      </div>
    </form>
  );
}

/** Puts server field messages beside their fields; returns what to show above the form (null when all were placed). */
function applyServerErrors(
  error: unknown,
  setError: (
    path: Path<DrillInput>,
    error: { type: string; message: string },
    options?: { shouldFocus: boolean },
  ) => void,
): string | null {
  if (!isApiError(error)) return friendlyMessage(error);
  const { placed, unplaced } = placeServerErrors(error.fieldErrors, FORM_FIELDS);
  placed.forEach(({ path, message }, index) =>
    setError(path as Path<DrillInput>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  if (unplaced.length > 0) return unplaced.join(' ');
  if (placed.length > 0) return 'Some fields need attention: see the messages next to them.';
  return friendlyMessage(error);
}
