import type { FieldErrors } from '@sideline/domain';
import { isApiError } from '../../../api/api-error';
import { friendlyMessage } from '../../../api/friendly-message';

export interface StepFailure {
  /** shown above the step */
  message: string;
  /** shown next to their fields (paths as the step's schema names them) */
  fieldErrors: FieldErrors;
}

/**
 * Why a save (or creating the plan) failed, in words for the coach. The typed data stays in the wizard either way, so
 * every message says what to do next rather than what was lost.
 */
export function describeFailure(error: unknown, doing: 'save' | 'create'): StepFailure {
  const what = doing === 'save' ? 'This step is not saved yet' : 'The plan was not created';
  if (!isApiError(error)) return { message: `${what}: ${friendlyMessage(error)}`, fieldErrors: {} };
  if (error.isNetworkError) {
    return {
      message: `${what}: Sideline could not be reached. Everything you entered is still here; check your connection and try again.`,
      fieldErrors: {},
    };
  }
  const fieldErrors = error.fieldErrors;
  if (error.status === 400 && Object.keys(fieldErrors).length > 0) {
    const general = fieldErrors._form ?? [];
    return {
      message: general.length > 0 ? general.join(' ') : 'Some fields need attention: see the messages next to them.',
      fieldErrors,
    };
  }
  // 409 (the draft was completed or discarded elsewhere) and 400 without fields carry a message written for people.
  if ((error.status === 400 || error.status === 409) && error.message)
    return { message: error.message, fieldErrors: {} };
  if (error.status === 404)
    return { message: 'This draft no longer exists. Start a new plan from the home page.', fieldErrors: {} };
  return { message: `${what}: ${friendlyMessage(error)}`, fieldErrors: {} };
}
