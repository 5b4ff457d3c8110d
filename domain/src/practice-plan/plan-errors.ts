import { DomainError, conflict, notFound, validationError } from '../shared/errors';

/**
 * The errors a plan edit can meet. "Not found" for a part of the plan is a 409 (the plan exists, the part does not
 * any more): the editor shows the message as is, e.g. when a co-editor removed the item being edited.
 */
export const planNotFound = () => notFound('PLAN.NOT_FOUND', 'There is no such practice plan.');
export const planDeleted = () => conflict('PLAN.DELETED', 'This practice plan was deleted. Restore it before editing.');
export const planExists = () => conflict('PLAN.ALREADY_EXISTS', 'A practice plan with this id already exists.');

export const itemNotFound = (itemId: string) =>
  conflict('PLAN.ITEM_NOT_FOUND', 'This item was removed by someone else.', { itemId });
export const sectionNotFound = (sectionId: string) =>
  conflict('PLAN.SECTION_NOT_FOUND', 'This section was removed by someone else.', { sectionId });
export const laneNotFound = (laneId: string) =>
  conflict(
    'PLAN.LANE_NOT_FOUND',
    'This lane does not exist (any more): someone may have removed it or ungrouped its block.',
    { laneId },
  );
export const blockNotFound = (blockId: string) =>
  conflict('PLAN.BLOCK_NOT_FOUND', 'This parallel block does not exist (any more): someone may have ungrouped it.', {
    blockId,
  });

export const duplicateId = (ids: string[]) =>
  conflict('PLAN.DUPLICATE_ID', `These ids are already used in the plan: ${ids.join(', ')}.`, { ids });

export const invalidDuration = (message: string) =>
  validationError('PLAN.INVALID_DURATION', message, { durationMinutes: [message] });

export function invalidStructure(code: string, message: string, field = '_form'): DomainError {
  return validationError(code, message, { [field]: [message] });
}

export const tooBig = (message: string) => conflict('PLAN.TOO_BIG', message);

/** A season's practice moves on the season's calendar (SchedulePlan), not by editing its date or team. */
export const scheduledInSeason = () => {
  const message = 'This practice is on a season calendar: move it there (or take it off the calendar first).';
  return validationError('PLAN.SCHEDULED_IN_SEASON', message, { scheduledDate: [message] });
};
