import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../api/api-error';
import { describeFailure } from './wizard-errors';

describe('describeFailure', () => {
  it('field errors go next to the fields; a step-wide one is the message', () => {
    expect(describeFailure(new ApiError(400, 'DRAFT.INVALID_STEP', 'x', { name: ['Too long.'] }), 'save')).toEqual({
      message: 'Some fields need attention: see the messages next to them.',
      fieldErrors: { name: ['Too long.'] },
    });
    expect(
      describeFailure(
        new ApiError(400, 'DRAFT.INVALID_STEP', 'x', { _form: ['Each section needs its own id.'] }),
        'save',
      ).message,
    ).toBe('Each section needs its own id.');
  });

  it('no answer says nothing is lost', () => {
    const failure = describeFailure(new ApiError(NETWORK_ERROR_STATUS, 'NETWORK.UNREACHABLE', 'x'), 'create');
    expect(failure.message).toMatch(
      /^The plan was not created: Sideline could not be reached\. Everything you entered is still here/,
    );
  });

  it("the server's words for a closed draft or an incomplete one; a gone draft points home", () => {
    expect(describeFailure(new ApiError(409, 'DRAFT.CLOSED', 'This draft was discarded.'), 'save').message).toBe(
      'This draft was discarded.',
    );
    expect(
      describeFailure(new ApiError(400, 'DRAFT.INCOMPLETE', 'Give “Warm-up” its minutes.'), 'create').message,
    ).toBe('Give “Warm-up” its minutes.');
    expect(describeFailure(new ApiError(404, 'DRAFT.NOT_FOUND', 'x'), 'save').message).toMatch(/no longer exists/);
    expect(describeFailure(new ApiError(500, 'X', 'x'), 'save').message).toMatch(
      /^This step is not saved yet: Something went wrong on our side/,
    );
  });
});
