import { addDays, type Actor } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { CommandContext, type CommandHandler } from '@sideline/api';
import { PracticeGeneration } from '@sideline/api/recurrences/practice-generation';
import { RecurrenceCommands } from '@sideline/api/recurrences/recurrence-commands';
import { AttendanceService } from '@sideline/api/season-week/attendance-service';
import { planTarget } from '@sideline/api/practice-plans/plan-target';
import { teamTarget } from '@sideline/api/teams/team-commands';
import { DEMO_ACCOUNTS, DEMO_TEAM_MEMBERS } from './demo-accounts';
import { DEMO_TEAM_ID } from './demo-team';

export const DEMO_RECURRENCES_SEED = 'demo-recurrences-v1';

async function userIdOf(db: Database, email: string): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [email]);
  return row?.user_id ?? null;
}

/**
 * The demo team's Tue/Thu recurrence, once its active season exists (the season seed makes it): eight weeks of
 * practices generated from the season's template, the first four published, one edited after generation, and the
 * demo player and parent answering. Until the team has an active season this waits (nothing is marked done).
 */
export async function seedDemoRecurrences(db: Database, handler: CommandHandler): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_RECURRENCES_SEED]);
  if (done.length > 0) return false;
  const { state: team } = await handler.read(teamTarget(DEMO_TEAM_ID));
  if (team.status === 'none' || !team.activeSeasonId) return false;
  const coachId = await userIdOf(db, DEMO_ACCOUNTS.find((a) => a.role === 'user')!.email);
  if (!coachId) return false;
  const coach: Actor = { userId: coachId, role: 'user' };
  const seasonId = team.activeSeasonId;
  const recurrences = new RecurrenceCommands(handler);
  const generation = new PracticeGeneration(handler, recurrences, db);
  const scope = await recurrences.scope(coach, seasonId);
  // Eight weeks around today (inside the season): a couple of past practices, the rest ahead.
  const today = new Date().toISOString().slice(0, 10);
  const startDate = [addDays(today, -14), scope.season.details.startDate].sort()[1]!;
  const endDate = [addDays(startDate, 55), scope.season.details.endDate].sort()[0]!;
  const series = await recurrences.create(
    coach,
    seasonId,
    {
      name: 'Tue/Thu practice',
      pattern: { kind: 'weekly', weekdays: [2, 4], intervalWeeks: 1 },
      startDate,
      endDate,
      startTime: team.details.practiceStartTime,
      durationMinutes: team.details.practiceMinutes,
      templatePlanId: null,
      exceptionDates: [],
      skipMarkerTypes: ['break', 'game', 'tournament'],
    },
    CommandContext.system(coach),
  );
  const run = await generation.start(coach, seasonId, series.id, CommandContext.system(coach));
  await generation.settled(run.id);
  const preview = await recurrences.preview(coach, seasonId, { seriesId: series.id }, {});
  const planIds = preview.entries.flatMap((e) => (e.status === 'exists' && e.planId ? [e.planId] : []));
  const at = new Date().toISOString();
  for (const planId of planIds.slice(0, 4))
    await handler.handle(planTarget(planId), { type: 'PublishPlan', data: { at } }, CommandContext.system(coach));
  if (planIds[1]) {
    await handler.handle(
      planTarget(planIds[1]),
      {
        type: 'SetPlanMetadata',
        data: { changes: { description: '<p>Edited after generation: a longer warm-up before the scrimmage.</p>' } },
      },
      CommandContext.system(coach),
    );
  }
  const attendance = new AttendanceService(handler, db);
  const answers = ['going', 'maybe'] as const;
  for (const [index, member] of DEMO_TEAM_MEMBERS.entries()) {
    const userId = await userIdOf(db, member.email);
    if (!userId || !planIds[0]) continue;
    await attendance.answer(
      { userId, role: 'user' },
      planIds[0],
      { answer: answers[index % 2]!, positionKey: null },
      CommandContext.system({ userId, role: 'user' }),
    );
  }
  await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [DEMO_RECURRENCES_SEED]);
  return true;
}
