// deep imports: this file also runs in the upload worker thread, which loads only what it needs
import { DomainError } from '@sideline/domain/shared/errors';

/** A problem with the uploaded file as a whole: a 400 whose message is shown above the file picker. */
export const bulkFileError = (code: string, message: string, details: Record<string, unknown> = {}) =>
  new DomainError('validation', code, message, { fields: { file: [message] }, ...details });
