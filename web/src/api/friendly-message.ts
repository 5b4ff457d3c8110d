import { isAbortError } from './api-fetch';
import { isApiError } from './api-error';

/** "1 minute 30 seconds", "45 seconds". */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  if (rest > 0) parts.push(`${rest} second${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

const OFFLINE = 'You seem to be offline. Check your connection and try again.';

/** What to tell a person about an error, in plain words; one place for every status. */
export function friendlyMessage(error: unknown): string {
  if (isAbortError(error)) return 'The request was cancelled.';
  if (!isApiError(error)) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE;
    return 'Something unexpected went wrong. Please try again.';
  }
  const { status } = error;
  if (error.isNetworkError) return OFFLINE;
  if (status === 400 || status === 422) {
    return Object.keys(error.fieldErrors).length > 0
      ? 'Some fields need attention: see the messages next to them.'
      : error.message || 'Please check what you entered and try again.';
  }
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return "You don't have permission to do that.";
  if (status === 404) return "We couldn't find that. It may have been moved or deleted.";
  if (status === 409 || status === 412) {
    return 'Someone else changed this while you were working on it. Reload to see the latest version, then try again.';
  }
  if (status === 413) return 'That is too large to send. Try something smaller.';
  if (status === 429) return slowDownMessage(error.message, error.retryAfter);
  if (status === 503 && error.retryAfter !== null) {
    return `Sideline is busy right now. Please try again in ${formatWait(error.retryAfter)}.`;
  }
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return error.message || 'That request could not be completed.';
}

function slowDownMessage(serverMessage: string, retryAfter: number | null): string {
  const base = serverMessage.trim() || 'Too many attempts. Please slow down.';
  if (retryAfter === null) return base;
  const wait = `Try again in ${formatWait(retryAfter)}.`;
  // The server's message may already name the wait; do not say it twice.
  return /\btry again\b/i.test(base) || base.includes(String(retryAfter)) ? base : `${base} ${wait}`;
}
