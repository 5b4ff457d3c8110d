import { FORMATION_LIMITS, type FormationFields, type FormationInput } from '@sideline/domain';
import { useState, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { friendlyMessage } from '../../../api/friendly-message';
import { reportError } from '../../../sentry';
import { placeServerErrors } from '../../../ui/form-errors';
import { DescriptionFields } from './description-fields';
import { FORMATION_FORM_FIELDS } from './formation-form-values';
import formCss from '../../../ui/form.module.css';
import { KindFields } from './kind-fields';
import { SharingFields } from './sharing-fields';
import type { FormationFormHandle } from './use-formation-form';

/** Answers the form explains to the coach; anything else (a 500, no answer) is also reported. */
const EXPLAINED_STATUSES = [400, 401, 403, 404, 409, 412, 413, 422, 429];

export interface FormationFormProps {
  form: FormationFormHandle;
  /** the form's accessible name */
  label: string;
  submitLabel: string;
  submittingLabel: string;
  /** a Cancel link (the create page); the edit page has none: the diagram beside it is saved live */
  cancelHref?: string;
  /** saves; throws (an ApiError) when the server says no */
  onSubmit: (fields: FormationFields) => Promise<void>;
  /** lets the page explain some errors itself (e.g. 412 on edit); return true when it did */
  onSubmitError?: (error: unknown) => boolean;
  /** visibility and editable-by-others: only the owner, team admins and site admins */
  canChangeSharing: boolean;
  /** shown above the fields (e.g. "someone else changed this formation") */
  banner?: ReactNode;
}

/** The formation's details, for create and edit: errors from the shared schema or the server sit beside each field. */
export function FormationForm({
  form,
  label,
  submitLabel,
  submittingLabel,
  cancelHref,
  onSubmit,
  onSubmitError,
  canChangeSharing,
  banner,
}: FormationFormProps) {
  const [formError, setFormError] = useState<string | null>(null);

  const save = form.handleSubmit(
    async (fields) => {
      setFormError(null);
      try {
        await onSubmit(fields);
      } catch (error) {
        if (onSubmitError?.(error)) return;
        if (!isApiError(error) || !EXPLAINED_STATUSES.includes(error.status)) reportError(error, 'mutation');
        setFormError(applyServerErrors(error, form.setError));
      }
    },
    () => setFormError('Some fields need attention: see the messages next to them.'),
  );

  return (
    <form className={formCss.form} onSubmit={(event) => void save(event)} noValidate aria-label={label}>
      {banner}
      <div className={formError ? formCss.alert : formCss.alertEmpty} role="alert">
        {formError}
      </div>
      <DescriptionFields form={form} />
      <KindFields form={form} />
      <SharingFields form={form} canChange={canChangeSharing} />
      <div className={formCss.submitBar}>
        <button type="submit" className="button button--primary button--large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? submittingLabel : submitLabel}
        </button>
        {cancelHref ? (
          <Link to={cancelHref} className="button button--ghost">
            Cancel
          </Link>
        ) : null}
        <p className={formCss.hint}>Fields marked * are required. Up to {FORMATION_LIMITS.tags} tags.</p>
      </div>
    </form>
  );
}

type SetError = FormationFormHandle['setError'];

/** Puts server field messages beside their fields; returns what to show above the form (null when all were placed). */
function applyServerErrors(error: unknown, setError: SetError): string | null {
  if (!isApiError(error)) return friendlyMessage(error);
  const { placed, unplaced } = placeServerErrors(error.fieldErrors, FORMATION_FORM_FIELDS);
  placed.forEach(({ path, message }, index) =>
    setError(path as Path<FormationInput>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  if (unplaced.length > 0) return unplaced.join(' ');
  if (placed.length > 0) return 'Some fields need attention: see the messages next to them.';
  return friendlyMessage(error);
}
