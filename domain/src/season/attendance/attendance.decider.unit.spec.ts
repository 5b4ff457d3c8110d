import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../testing/decider-spec';
import { attendanceByGroup, attendanceDecider, type AnswerAttendance, type AttendanceEvent } from './attendance';

const spec = deciderSpec(attendanceDecider);
const published = { published: true, deleted: false, teamId: 't1' };
const answer = (over: Partial<AnswerAttendance['data']> = {}): AnswerAttendance => ({
  type: 'AnswerAttendance',
  data: {
    planId: 'p1',
    teamId: 't1',
    userId: 'mia',
    answer: 'going',
    positionKey: 'chaser',
    at: '2026-09-01T10:00:00.000Z',
    practice: published,
    ...over,
  },
});
const answered: AttendanceEvent = {
  type: 'AttendanceAnswered',
  data: {
    planId: 'p1',
    teamId: 't1',
    userId: 'mia',
    answer: 'going',
    positionKey: 'chaser',
    previous: null,
    at: '2026-09-01T10:00:00.000Z',
  },
};

describe('attendance decider', () => {
  it("records a member's answer for a published practice, and a changed answer with the previous one", () => {
    spec.given([]).when(answer()).then([answered]);
    spec
      .given([answered])
      .when(answer({ answer: 'maybe' }))
      .then([{ type: 'AttendanceAnswered', data: { ...answered.data, answer: 'maybe', previous: 'going' } }]);
  });
  it('records nothing for the same answer again', () => {
    spec.given([answered]).when(answer()).thenNothingHappens();
  });
  it("refuses answers for drafts, deleted practices and other teams' plans", () => {
    spec
      .given([])
      .when(answer({ practice: { ...published, published: false } }))
      .thenThrows('ATTENDANCE.NOT_PUBLISHED');
    spec
      .given([])
      .when(answer({ practice: { ...published, deleted: true } }))
      .thenThrows('ATTENDANCE.NOT_A_PRACTICE');
    spec
      .given([])
      .when(answer({ practice: { ...published, teamId: 'other' } }))
      .thenThrows('ATTENDANCE.NOT_A_PRACTICE');
  });
});

describe('attendance by position group', () => {
  it("counts answers per group and names the lanes' groups with nobody going", () => {
    const result = attendanceByGroup(
      [
        { answer: 'going', positionKey: 'chaser' },
        { answer: 'maybe', positionKey: 'keeper' },
        { answer: 'going', positionKey: null },
      ],
      ['chaser', 'keeper', 'seeker'],
    );
    expect(result.counts).toEqual({
      chaser: { going: 1, 'not-going': 0, maybe: 0 },
      keeper: { going: 0, 'not-going': 0, maybe: 1 },
      '': { going: 1, 'not-going': 0, maybe: 0 },
    });
    expect(result.uncovered).toEqual(['keeper', 'seeker']);
  });
});
