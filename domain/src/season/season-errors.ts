import { conflict, notFound, validationError } from '../shared/errors';

export const seasonNotFound = () => notFound('SEASON.NOT_FOUND', 'There is no such season.');
export const seasonSectionNotFound = () =>
  notFound('SEASON.SECTION_NOT_FOUND', 'There is no such section in this season.');
export const seasonMarkerNotFound = () =>
  notFound('SEASON.MARKER_NOT_FOUND', 'There is no such marker in this season.');
export const seasonExists = () => conflict('SEASON.ALREADY_EXISTS', 'This season already exists.');

/** A range that does not fit inside the season: the field that sticks out gets the message. */
export function outsideSeason(
  what: string,
  season: { startDate: string; endDate: string },
  field: 'startDate' | 'endDate',
) {
  const message = `${what} must lie inside the season (${season.startDate} to ${season.endDate}).`;
  return validationError('SEASON.OUTSIDE_SEASON', message, { [field]: [message] });
}

/** New season dates would leave something outside. */
export function wouldLeaveOutside(field: 'startDate' | 'endDate', left: string[]) {
  const shown = left.slice(0, 3).join(', ') + (left.length > 3 ? ` and ${left.length - 3} more` : '');
  const message = `These dates would leave ${shown} outside the season. Move or remove them first.`;
  return validationError('SEASON.WOULD_LEAVE_OUTSIDE', message, { [field]: [message] });
}

export const datesOutOfOrder = () => {
  const message = 'The end date must be on or after the start date.';
  return validationError('SEASON.DATES_OUT_OF_ORDER', message, { endDate: [message] });
};

/** A season's length bounds every calendar built from it (weeks, series, their previews): edits are held to it too. */
export const seasonTooLong = (days: number, maxDays: number) => {
  const message = `A season lasts at most ${maxDays} days; these dates make ${days}.`;
  return validationError('SEASON.TOO_LONG', message, { endDate: [message] });
};
