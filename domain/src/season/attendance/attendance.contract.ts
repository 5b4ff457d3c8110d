import { z } from 'zod';
import { isoDateTime } from '../../contracts/contract-kit';
import { ATTENDANCE_ANSWERS } from './attendance';

const tally = z.strictObject({ going: z.number().int(), 'not-going': z.number().int(), maybe: z.number().int() });

/** A practice's answers: everyone sees the counts and their own answer; staff see who answered what. */
export const practiceAttendanceContract = z.strictObject({
  planId: z.string(),
  published: z.boolean(),
  mine: z.strictObject({ answer: z.enum(ATTENDANCE_ANSWERS), positionKey: z.string().nullable() }).nullable(),
  totals: tally,
  /** by position group key ('' for "not said") */
  byGroup: z.record(z.string(), tally),
  /** position groups of the plan's parallel lanes with nobody going */
  uncoveredLanes: z.array(z.strictObject({ positionKey: z.string(), laneNames: z.array(z.string()) })),
  /** null unless the viewer is staff */
  answers: z
    .array(
      z.strictObject({
        userId: z.string(),
        name: z.string(),
        answer: z.enum(ATTENDANCE_ANSWERS),
        positionKey: z.string().nullable(),
        at: isoDateTime,
      }),
    )
    .nullable(),
  can: z.strictObject({ answer: z.boolean(), seeAnswers: z.boolean() }),
});
export type PracticeAttendance = z.infer<typeof practiceAttendanceContract>;
