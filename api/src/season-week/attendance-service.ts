import { Inject, Injectable } from '@nestjs/common';
import {
  ATTENDANCE_STREAM_TYPE,
  attendanceByGroup,
  attendanceDecider,
  attendanceStreamId,
  authorize,
  can,
  conflict,
  isBlock,
  notFound,
  type Actor,
  type AnswerAttendanceInput,
  type AttendanceCommand,
  type AttendanceEvent,
  type AttendanceState,
  type PlanFacts,
  type PracticeAttendance,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { attendanceFor } from '@sideline/projections';
import { DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler, type CommandTarget } from '../commands/command-handler';
import { planTarget } from '../practice-plans/plan-target';
import { teamTarget } from '../teams/team-commands';
import { actorInTeam } from '../teams/team-view';

const attendanceTarget = (planId: string): CommandTarget<AttendanceCommand, AttendanceEvent, AttendanceState> => ({
  streamId: attendanceStreamId(planId),
  streamType: ATTENDANCE_STREAM_TYPE,
  decider: attendanceDecider,
});
const practiceNotFound = () => notFound('ATTENDANCE.PRACTICE_NOT_FOUND', 'There is no such practice of your team.');

/**
 * Members answer going / not going / maybe for their team's published practices. The plan and the team are read from
 * their own streams (the plan's team and published flag; the actor's role), the answers from the read model.
 */
@Injectable()
export class AttendanceService {
  constructor(
    @Inject(CommandHandler) private readonly handler: CommandHandler,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  private async practice(
    actor: Actor,
    planId: string,
  ): Promise<{ plan: PlanFacts; actor: Actor; teamId: string; archived: boolean }> {
    authorize(actor, { action: 'account.signedIn' });
    const { state: plan } = await this.handler.read(planTarget(planId));
    if (plan.status !== 'active' || !plan.metadata.teamId) throw practiceNotFound();
    const { state: team } = await this.handler.read(teamTarget(plan.metadata.teamId));
    if (team.status === 'none') throw practiceNotFound();
    const inTeam = actorInTeam(actor, team.teamId, team.members);
    if (inTeam?.role !== 'admin' && !team.members[inTeam!.userId]) throw practiceNotFound();
    authorize(inTeam, { action: 'season.read', teamId: team.teamId });
    // A member sees a draft as not there at all.
    if (!plan.published && !can(inTeam, { action: 'season.readAll', teamId: team.teamId })) throw practiceNotFound();
    return { plan, actor: inTeam, teamId: team.teamId, archived: team.status === 'archived' };
  }

  async answer(
    actor: Actor,
    planId: string,
    input: AnswerAttendanceInput,
    ctx: CommandContext,
  ): Promise<PracticeAttendance> {
    const { plan, actor: inTeam, teamId, archived } = await this.practice(actor, planId);
    // An archived team is read-only: its practices take no more answers.
    if (archived) throw conflict('TEAM.ARCHIVED', 'This team is archived. Unarchive it to change it.');
    await this.handler.handle(
      attendanceTarget(planId),
      {
        type: 'AnswerAttendance',
        data: {
          planId,
          teamId,
          userId: inTeam!.userId,
          answer: input.answer,
          positionKey: input.positionKey,
          at: ctx.metadata.at,
          practice: { published: plan.published, deleted: false, teamId: plan.metadata.teamId },
        },
      },
      ctx,
    );
    return this.view(actor, planId, { fromStream: true });
  }

  /**
   * Counts per position group, a warning for parallel lanes whose group has nobody going, and (for staff) who answered.
   */
  async view(actor: Actor, planId: string, options: { fromStream?: boolean } = {}): Promise<PracticeAttendance> {
    const { plan, actor: inTeam, teamId } = await this.practice(actor, planId);
    const stored = await attendanceFor(this.db, [planId]);
    const answers = options.fromStream ? await this.fromStream(planId, stored) : stored;
    const lanes = plan.sections
      .flatMap((s) => s.entries.filter(isBlock).flatMap((b) => b.lanes))
      .filter((l) => l.positionKey);
    const { counts, uncovered } = attendanceByGroup(
      answers,
      lanes.map((l) => l.positionKey!),
    );
    const totals = { going: 0, 'not-going': 0, maybe: 0 };
    for (const a of answers) totals[a.answer] += 1;
    const staff = can(inTeam, { action: 'season.readAll', teamId });
    const mine = answers.find((a) => a.userId === inTeam!.userId);
    return {
      planId,
      published: plan.published,
      mine: mine ? { answer: mine.answer, positionKey: mine.positionKey } : null,
      totals,
      byGroup: counts,
      uncoveredLanes: uncovered.map((positionKey) => ({
        positionKey,
        laneNames: [...new Set(lanes.filter((l) => l.positionKey === positionKey).map((l) => l.name))],
      })),
      answers: staff
        ? answers.map(({ userId, name, answer, positionKey, at }) => ({ userId, name, answer, positionKey, at }))
        : null,
      can: { answer: plan.published, seeAnswers: staff },
    };
  }

  /** Right after an answer: the stream's answers (the read model may be a moment behind), names from the read model. */
  private async fromStream(planId: string, stored: Awaited<ReturnType<typeof attendanceFor>>) {
    const { state } = await this.handler.read(attendanceTarget(planId));
    const names = new Map(stored.map((a) => [a.userId, a.name]));
    const missing = Object.keys(state.answers).filter((id) => !names.has(id));
    if (missing.length > 0) {
      const rows = await this.db.query<{ user_id: string; display_name: string }>(
        'SELECT user_id, display_name FROM users_view WHERE user_id = ANY($1::text[])',
        [missing],
      );
      for (const row of rows) names.set(row.user_id, row.display_name);
    }
    return Object.entries(state.answers).map(([userId, a]) => ({
      planId,
      userId,
      name: names.get(userId) ?? 'a former member',
      answer: a.answer,
      positionKey: a.positionKey,
      at: a.at,
    }));
  }
}
