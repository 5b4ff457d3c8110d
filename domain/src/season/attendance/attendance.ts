import { z } from 'zod';
import { conflict, validationError } from '../../shared/errors';
import { assertNever, type Decider, type DomainCommand, type DomainEvent } from '../../shared/events';

/** A member's answer for a published practice. */
export const ATTENDANCE_ANSWERS = ['going', 'not-going', 'maybe'] as const;
export type AttendanceAnswer = (typeof ATTENDANCE_ANSWERS)[number];
export const ATTENDANCE_LABELS: Record<AttendanceAnswer, string> = {
  going: 'Going',
  'not-going': 'Not going',
  maybe: 'Maybe',
};

export const answerAttendanceSchema = z.object({
  answer: z.enum(ATTENDANCE_ANSWERS, { error: 'Answer going, not-going or maybe.' }),
  /** the sport pack's position group the member plays in (counts per group on the plan); null: not said */
  positionKey: z.string().trim().min(1).max(60).nullable().default(null),
});
export type AnswerAttendanceInput = z.output<typeof answerAttendanceSchema>;

export interface AttendanceEntry {
  answer: AttendanceAnswer;
  positionKey: string | null;
  at: string;
}

export type AttendanceState = { planId: string | null; answers: Readonly<Record<string, AttendanceEntry>> };

/**
 * `practice`: the plan as its own stream has it (read by the caller): only a team's published, live practice takes
 * answers.
 */
export type AnswerAttendance = DomainCommand<
  'AnswerAttendance',
  {
    planId: string;
    teamId: string;
    userId: string;
    answer: AttendanceAnswer;
    positionKey: string | null;
    at: string;
    practice: { published: boolean; deleted: boolean; teamId: string | null };
  }
>;
export type AttendanceCommand = AnswerAttendance;

export type AttendanceAnswered = DomainEvent<
  'AttendanceAnswered',
  {
    planId: string;
    teamId: string;
    userId: string;
    answer: AttendanceAnswer;
    positionKey: string | null;
    previous: AttendanceAnswer | null;
    at: string;
  }
>;
export type AttendanceEvent = AttendanceAnswered;

export const ATTENDANCE_EVENT_TYPES = ['AttendanceAnswered'] as const satisfies readonly AttendanceEvent['type'][];
export const ATTENDANCE_STREAM_TYPE = 'practice-attendance';
export const attendanceStreamId = (planId: string) => `practice-attendance-${planId}`;

export const initialAttendanceState = (): AttendanceState => ({ planId: null, answers: {} });

export function decideAttendance(command: AttendanceCommand, state: AttendanceState): AttendanceEvent[] {
  switch (command.type) {
    // One command so far; the decider's exhaustive switch waits for the next
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    case 'AnswerAttendance': {
      const { planId, teamId, userId, answer, positionKey, at, practice } = command.data;
      if (practice.deleted || practice.teamId !== teamId)
        throw conflict('ATTENDANCE.NOT_A_PRACTICE', 'This is not a practice of your team.');
      if (!practice.published)
        throw validationError('ATTENDANCE.NOT_PUBLISHED', 'Answers open once the practice is published.', {
          answer: ['Answers open once the practice is published.'],
        });
      const previous = state.answers[userId];
      if (previous && previous.answer === answer && previous.positionKey === positionKey) return [];
      return [
        {
          type: 'AttendanceAnswered',
          data: { planId, teamId, userId, answer, positionKey, previous: previous?.answer ?? null, at },
        },
      ];
    }
    default:
      return assertNever(command.type, 'attendance command');
  }
}

export function evolveAttendance(state: AttendanceState, event: AttendanceEvent): AttendanceState {
  switch (event.type) {
    // One event so far; the exhaustive switch waits for the next
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    case 'AttendanceAnswered': {
      const { planId, userId, answer, positionKey, at } = event.data;
      return { planId, answers: { ...state.answers, [userId]: { answer, positionKey, at } } };
    }
    default:
      return assertNever(event.type, 'attendance event');
  }
}

export const attendanceDecider: Decider<AttendanceCommand, AttendanceEvent, AttendanceState> = {
  decide: decideAttendance,
  evolve: evolveAttendance,
  initialState: initialAttendanceState,
};

/** Going per position group, and the parallel lanes whose group has nobody going (the plan view's warning). */
export function attendanceByGroup(
  answers: readonly { answer: AttendanceAnswer; positionKey: string | null }[],
  lanePositions: readonly string[],
) {
  const counts: Record<string, Record<AttendanceAnswer, number>> = {};
  for (const { answer, positionKey } of answers) {
    const key = positionKey ?? '';
    counts[key] ??= { going: 0, 'not-going': 0, maybe: 0 };
    counts[key][answer] += 1;
  }
  const uncovered = [...new Set(lanePositions)].filter((position) => (counts[position]?.going ?? 0) === 0);
  return { counts, uncovered };
}
