import { BOARD_STREAM_TYPE, boardDecider, boardStreamId, type EventMetadata } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import type { CommandBus, CommandHandler, UserAccounts } from '@sideline/api';
import { randomUUID } from 'node:crypto';
import { drawCourtDecider } from './demo-board-court';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoDrills } from './demo-drills';
import { seedDemoPlans } from './demo-plans';
import { seedDemoFormations } from './demo-formations';
import { seedDemoTeam } from './demo-team';
import { seedDemoRecurrences } from './demo-recurrences';
import { seedDemoSeason } from './demo-season';
import { seedDemoCommunity } from './demo-community';

const SEED_NAME = 'demo-v1';

const systemMetadata = (): EventMetadata => {
  const commandId = randomUUID();
  return { actorId: null, commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() };
};

/** Seeds demo data once per database. Returns true when it seeded now. */
export async function seedDemoData(
  db: Database,
  accounts: UserAccounts,
  commands?: CommandBus,
  handler?: CommandHandler,
): Promise<boolean> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS seed_runs (name text PRIMARY KEY, seeded_at timestamptz NOT NULL DEFAULT now())',
  );
  const accountsSeeded = await seedDemoAccounts(db, accounts);
  // Each later step is keyed in seed_runs of its own, so a database seeded before it existed still gets it.
  const drillsSeeded = commands ? await seedDemoDrills(db, commands) : false;
  const boardsSeeded = commands ? await seedDemoBoards(db, commands) : false;
  const formationsSeeded = commands ? await seedDemoFormations(db, commands) : false;
  const plansSeeded = commands ? await seedDemoPlans(db, commands) : false;
  const teamSeeded = commands ? await seedDemoTeam(db, accounts, commands) : false;
  const seasonSeeded = commands ? await seedDemoSeason(db, commands) : false;
  // After the season seed: the demo team's recurring practices (waits until the team has an active season).
  const recurrencesSeeded = handler ? await seedDemoRecurrences(db, handler) : false;
  const communitySeeded = commands ? await seedDemoCommunity(db, commands) : false;
  return (
    accountsSeeded ||
    drillsSeeded ||
    boardsSeeded ||
    formationsSeeded ||
    plansSeeded ||
    teamSeeded ||
    seasonSeeded ||
    recurrencesSeeded ||
    communitySeeded
  );
}

async function seedDemoAccounts(db: Database, accounts: UserAccounts): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [SEED_NAME]);
  if (done.length > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.query('SELECT 1 FROM credentials WHERE email = $1', [account.email]);
    if (existing.length === 0) await accounts.register(account, systemMetadata(), { role: account.role });
  }
  await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [SEED_NAME]);
  return true;
}

/**
 * A public board of the demo coach, so the whiteboard has something to open, with its court stored as its first
 * drawing: a first visitor (read-only) sees the court, and nobody's first open stores it in their name.
 */
async function seedDemoBoards(db: Database, commands: CommandBus): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', ['demo-boards-v1']);
  if (done.length > 0) return false;
  const coach = DEMO_ACCOUNTS.find((account) => account.role === 'user')!;
  const [row] = await db.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [coach.email]);
  if (row) {
    const boardId = randomUUID();
    await commands.handle(
      { streamId: boardStreamId(boardId), streamType: BOARD_STREAM_TYPE, decider: boardDecider },
      {
        type: 'CreateBoard',
        data: {
          boardId,
          ownerId: row.user_id,
          name: 'Beater press: full court',
          sport: 'quadball',
          courtTemplateId: 'quadball-full',
          teamId: null,
          visibility: 'public',
        },
      },
      { ...systemMetadata(), actorId: row.user_id },
    );
    await commands.handle(
      { streamId: boardStreamId(boardId), streamType: BOARD_STREAM_TYPE, decider: drawCourtDecider },
      {
        type: 'DrawCourt',
        data: {
          sport: 'quadball',
          courtTemplateId: 'quadball-full',
          editorId: row.user_id,
          at: new Date().toISOString(),
        },
      },
      { ...systemMetadata(), actorId: row.user_id },
    );
  }
  await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', ['demo-boards-v1']);
  return true;
}
