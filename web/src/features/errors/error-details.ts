import { scrubText } from '../../sentry-scrub';
import type { ClassifiedError } from './classify-route-error';

/** Plain text a person can paste into a message to the operator; URLs are scrubbed of tokens. */
export function errorDetailsText(error: ClassifiedError, location: string, release: string, at: Date): string {
  return [
    `Time: ${at.toISOString()}`,
    `Page: ${scrubText(location)}`,
    `Status: ${error.status}`,
    error.code ? `Code: ${error.code}` : null,
    `Message: ${scrubText(error.message)}`,
    `Release: ${release}`,
    `Browser: ${typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
