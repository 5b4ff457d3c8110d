import {
  BOARD_STREAM_TYPE,
  DRILL_STREAM_TYPE,
  drillDecider,
  drillInputSchema,
  drillStreamId,
  PLAN_STREAM_TYPE,
  TEAM_STREAM_TYPE,
  boardDecider,
  boardStreamId,
  planDecider,
  planStreamId,
  teamDecider,
  teamStreamId,
  type EventMetadata,
  type InvitableRole,
  type PlanMetadata,
} from '@sideline/domain';
import type { CommandBus, UserAccounts } from '@sideline/api';
import type { Database } from '@sideline/eventstore';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_TEAM_MEMBERS } from './demo-accounts';
import { drawCourtDecider } from './demo-board-court';
import { demoId } from './demo-drills';
import { DEMO_PLANS, demoPlanSections } from './demo-plans';

export const DEMO_TEAM_SEED = 'demo-team-v1';
export const DEMO_TEAM_ID = demoId('team', 'riverside-rapids');

/** The demo team's own drills (visibility team). */
export const DEMO_TEAM_DRILLS = [
  {
    key: 'rapids-keeper-outlet',
    name: 'Rapids keeper outlet',
    briefDescription: 'Keeper takes the quaffle after a goal and finds a chaser on the wing within five seconds.',
    positions: ['keeper', 'chaser'],
    skills: ['Passing', 'Transition'],
  },
  {
    key: 'rapids-bludger-control',
    name: 'Rapids bludger control',
    briefDescription: 'Beater pairs keep control of two bludgers against a third beater pressing.',
    positions: ['beater'],
    skills: ['Bludger control', 'Communication'],
  },
];

const metadataFor = (actorId: string | null): EventMetadata => {
  const commandId = randomUUID();
  return { actorId, commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() };
};

async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [email]);
  if (!row) throw new Error(`the demo team needs the account ${email}`);
  return row.user_id;
}

/**
 * The demo team, once per database: the demo coach owns it, the demo admin coaches in it, a player and a parent are
 * members (joined through invite links, as people do). It has two team drills, a published team plan, a plan still
 * in the works (only its staff see it) and a team board with its court drawn.
 */
export async function seedDemoTeam(db: Database, accounts: UserAccounts, commands: CommandBus): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_TEAM_SEED]);
  if (done.length > 0) return false;
  for (const account of DEMO_TEAM_MEMBERS) {
    const existing = await db.query('SELECT 1 FROM credentials WHERE email = $1', [account.email]);
    if (existing.length === 0) await accounts.register(account, metadataFor(null), { role: account.role });
  }
  const coachId = await userIdOf(db, DEMO_ACCOUNTS.find((a) => a.role === 'user')!.email);
  const adminId = await userIdOf(db, DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.email);
  const memberIds = await Promise.all(DEMO_TEAM_MEMBERS.map((a) => userIdOf(db, a.email)));

  const teamId = DEMO_TEAM_ID;
  const team = { streamId: teamStreamId(teamId), streamType: TEAM_STREAM_TYPE, decider: teamDecider };
  await commands.handle(
    team,
    (state) =>
      state.status === 'none'
        ? {
            type: 'CreateTeam' as const,
            data: {
              teamId,
              createdBy: coachId,
              details: {
                name: 'Riverside Rapids',
                description: 'Community quadball club: Tuesday and Thursday practices at Riverside Park.',
                sport: 'quadball' as const,
                timeZone: 'Europe/London',
                firstDayOfWeek: 1,
                practiceStartTime: '18:30',
                practiceMinutes: 100,
              },
            },
          }
        : { type: 'EditTeam' as const, data: { changes: {} } },
    metadataFor(coachId),
  );
  const join = async (userId: string, role: InvitableRole, key: string) => {
    const inviteId = demoId('team-invite', key);
    const expiresAt = new Date(Date.now() + 14 * 24 * 3600_000).toISOString();
    await commands.handle(
      team,
      (state) =>
        state.status !== 'none' && state.inviteLinks[inviteId]
          ? { type: 'EditTeam' as const, data: { changes: {} } }
          : { type: 'CreateInviteLink' as const, data: { inviteId, role, expiresAt, maxUses: 1, createdBy: coachId } },
      metadataFor(coachId),
    );
    await commands.handle(
      team,
      { type: 'JoinByInviteLink', data: { inviteId, userId, at: new Date().toISOString() } },
      metadataFor(userId),
    );
  };
  await join(adminId, 'coach', 'admin-as-coach');
  for (const [index, userId] of memberIds.entries()) await join(userId, 'member', `member-${index}`);

  const base = DEMO_PLANS.find((plan) => plan.key === 'qb-tuesday-positions')!;
  const teamPlans = [
    { key: 'team-tuesday', name: 'Rapids practice: position groups', published: true },
    { key: 'team-thursday-draft', name: 'Saturday skills clinic (in the works)', published: false },
  ];
  for (const plan of teamPlans) {
    const planId = demoId('plan', plan.key);
    const target = { streamId: planStreamId(planId), streamType: PLAN_STREAM_TYPE, decider: planDecider };
    const metadata: PlanMetadata = {
      ...base.metadata,
      name: plan.name,
      visibility: 'team',
      editableByOthers: false,
      teamId,
      scheduledDate: null,
    };
    await commands.handle(
      target,
      (state) =>
        state.status === 'none'
          ? {
              type: 'CreatePlan' as const,
              data: {
                planId,
                ownerId: coachId,
                metadata,
                sections: demoPlanSections({ ...base, key: plan.key }),
                copiedFrom: null,
                draftId: null,
              },
            }
          : { type: 'ApplyPlanCommands' as const, data: { commands: [] } },
      metadataFor(coachId),
    );
    if (plan.published)
      await commands.handle(
        target,
        (state) =>
          state.status !== 'none' && state.published
            ? { type: 'ApplyPlanCommands' as const, data: { commands: [] } }
            : { type: 'PublishPlan' as const, data: { at: new Date().toISOString() } },
        metadataFor(coachId),
      );
  }

  // Team drills: the staff's own, read by the whole team.
  for (const drill of DEMO_TEAM_DRILLS) {
    const drillId = demoId('drill', drill.key);
    const fields = drillInputSchema.parse({
      sport: 'quadball',
      name: drill.name,
      briefDescription: drill.briefDescription,
      detailedDescription: '',
      drillTypes: ['Skill-focus'],
      skillLevels: ['Intermediate'],
      complexity: 'Medium',
      lengthMin: 10,
      lengthMax: 15,
      playersMin: 4,
      playersMax: 12,
      skills: drill.skills,
      positions: drill.positions,
      visibility: 'team',
      teamId,
    });
    await commands.handle(
      { streamId: drillStreamId(drillId), streamType: DRILL_STREAM_TYPE, decider: drillDecider },
      (state) =>
        state.status === 'none'
          ? { type: 'CreateDrill' as const, data: { drillId, ownerId: coachId, fields, parent: null } }
          : { type: 'UpdateDrill' as const, data: { fields, parent: null, hasVariations: false } },
      metadataFor(coachId),
    );
  }

  const boardId = demoId('board', 'rapids-set-plays');
  await commands.handle(
    { streamId: boardStreamId(boardId), streamType: BOARD_STREAM_TYPE, decider: boardDecider },
    (state) =>
      state.status === 'none'
        ? {
            type: 'CreateBoard' as const,
            data: {
              boardId,
              ownerId: coachId,
              name: 'Rapids set plays',
              sport: 'quadball' as const,
              courtTemplateId: 'quadball-full',
              teamId,
              visibility: 'team' as const,
            },
          }
        : { type: 'RenameBoard' as const, data: { name: state.name } },
    metadataFor(coachId),
  );
  await commands.handle(
    { streamId: boardStreamId(boardId), streamType: BOARD_STREAM_TYPE, decider: drawCourtDecider },
    {
      type: 'DrawCourt',
      data: { sport: 'quadball', courtTemplateId: 'quadball-full', editorId: coachId, at: new Date().toISOString() },
    },
    metadataFor(coachId),
  );
  await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [DEMO_TEAM_SEED]);
  return true;
}
