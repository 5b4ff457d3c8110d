import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { commandProblem } from './command-problem';

describe('commandProblem', () => {
  it('shows a co-editor’s removal as the server says it, and asks for the fresh plan', () => {
    const error = new ApiError(409, 'PLAN.ITEM_NOT_FOUND', 'This item was removed by someone else.', {}, null, {
      itemId: 'x',
    });
    expect(commandProblem(error)).toEqual({
      kind: 'gone',
      message: 'This item was removed by someone else.',
      refetch: true,
    });
    expect(
      commandProblem(
        new ApiError(
          409,
          'PLAN.UNDO_NOT_POSSIBLE',
          'Could not undo “Changed a duration”: This item was removed by someone else.',
        ),
      ).kind,
    ).toBe('gone');
  });

  it('keeps invalid input on screen with the field’s own message', () => {
    const error = new ApiError(400, 'PLAN.INVALID_DURATION', 'Invalid', {
      durationMinutes: ['A drill takes at least 1 minute.'],
    });
    expect(commandProblem(error)).toEqual({
      kind: 'invalid',
      message: 'A drill takes at least 1 minute.',
      refetch: false,
    });
    expect(commandProblem(new ApiError(400, 'PLAN.LANE_ASSIGNMENT', 'Every item must be in one lane.')).message).toBe(
      'Every item must be in one lane.',
    );
  });

  it('refetches after other conflicts, and explains network trouble in plain words', () => {
    expect(commandProblem(new ApiError(409, 'PLAN.LAST_LANE', 'A block keeps at least one lane.'))).toEqual({
      kind: 'conflict',
      message: 'A block keeps at least one lane.',
      refetch: true,
    });
    expect(commandProblem(new ApiError(0, 'NETWORK.UNREACHABLE', 'x')).kind).toBe('other');
  });
});
