import {
  COMMENT_STREAM_TYPE,
  DRILL_STREAM_TYPE,
  VOTE_STREAM_TYPE,
  commentDecider,
  commentStreamId,
  drillDecider,
  drillInputSchema,
  drillStreamId,
  voteDecider,
  voteStreamId,
  type EventMetadata,
} from '@sideline/domain';
import type { CommandBus } from '@sideline/api';
import type { Database } from '@sideline/eventstore';
import { createHash, randomUUID } from 'node:crypto';
import { BASKETBALL_DRILLS } from './demo-drills-basketball';
import type { DemoDrill } from './demo-drills-catalog';
import { buildDiagram } from './demo-drills-diagrams';
import { QUADBALL_DRILLS } from './demo-drills-quadball';
import { SOCCER_DRILLS } from './demo-drills-soccer';
import { DEMO_ACCOUNTS } from './demo-accounts';

export const DEMO_DRILLS_SEED = 'demo-drills-v1';

/** Parents come before their variations. */
export const DEMO_DRILLS: readonly DemoDrill[] = [...QUADBALL_DRILLS, ...BASKETBALL_DRILLS, ...SOCCER_DRILLS];

/** A stable id per demo key (a name-based UUID), so a seed interrupted half-way finishes without duplicates. */
export function demoId(kind: string, key: string): string {
  const hex = createHash('sha256').update(`sideline-demo:${kind}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Votes and comments, so the list's "most votes" sort and the detail page have something to show. */
const DEMO_VOTES: [drillKey: string, voter: 'admin' | 'coach', value: 1 | -1][] = [
  ['qb-beater-2v2', 'admin', 1],
  ['qb-passing-triangle', 'coach', 1],
  ['bb-three-man-weave', 'coach', 1],
  ['bb-pick-and-roll-2v2', 'coach', 1],
  ['sc-rondo-4v1', 'coach', 1],
  ['sc-rondo-5v2', 'admin', 1],
  ['sc-counter-3v2', 'admin', 1],
  ['bb-zig-zag', 'admin', -1],
];
const DEMO_COMMENTS: [drillKey: string, author: 'admin' | 'coach', body: string][] = [
  ['qb-beater-2v2', 'admin', 'Worked well with our newer beaters once we slowed the first round down.'],
  ['qb-beater-2v2', 'coach', 'Good call. Next time I will add the no-bludger start as a second round.'],
  ['sc-rondo-4v1', 'coach', 'We ran it with 6v2 for the older group: same rules, bigger square.'],
  ['bb-three-man-weave', 'admin', 'Make them finish with the weak hand on the way back.'],
];

const metadataFor = (actorId: string): EventMetadata => {
  const commandId = randomUUID();
  return { actorId, commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() };
};

async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [email]);
  if (!row) throw new Error(`demo drills need the demo account ${email}`);
  return row.user_id;
}

/** Seeds the demo drills once per database (keyed `demo-drills-v1` in seed_runs), as commands: events, not SQL. */
export async function seedDemoDrills(db: Database, commands: CommandBus): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_DRILLS_SEED]);
  if (done.length > 0) return false;
  const owners = {
    admin: await userIdOf(db, DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.email),
    coach: await userIdOf(db, DEMO_ACCOUNTS.find((a) => a.role === 'user')!.email),
  };
  const idOf = (key: string) => demoId('drill', key);

  for (const drill of DEMO_DRILLS) {
    const drillId = idOf(drill.key);
    await commands.handle(
      { streamId: drillStreamId(drillId), streamType: DRILL_STREAM_TYPE, decider: drillDecider },
      (state) => {
        const fields = drillInputSchema.parse({
          ...drill.input,
          variationOf: drill.parent ? idOf(drill.parent) : null,
          diagrams: (drill.diagrams ?? []).map((spec, i) =>
            buildDiagram(drill.input.sport, `${drill.key}-${i + 1}`, spec),
          ),
        });
        const parent = drill.parent
          ? { id: idOf(drill.parent), exists: true, deleted: false, isVariation: false }
          : null;
        // A rerun after an interruption skips what is already there (an empty UpdateDrill changes nothing).
        return state.status === 'none'
          ? { type: 'CreateDrill' as const, data: { drillId, ownerId: owners[drill.owner], fields, parent } }
          : { type: 'UpdateDrill' as const, data: { fields, parent, hasVariations: false } };
      },
      metadataFor(owners[drill.owner]),
    );
  }

  for (const [key, voter, value] of DEMO_VOTES) {
    const target = { type: 'drill' as const, id: idOf(key) };
    await commands.handle(
      { streamId: voteStreamId(target, owners[voter]), streamType: VOTE_STREAM_TYPE, decider: voteDecider },
      { type: 'CastVote', data: { target, userId: owners[voter], value } },
      metadataFor(owners[voter]),
    );
  }
  for (const [i, [key, author, body]] of DEMO_COMMENTS.entries()) {
    const commentId = demoId('comment', `${key}-${i}`);
    await commands.handle(
      { streamId: commentStreamId(commentId), streamType: COMMENT_STREAM_TYPE, decider: commentDecider },
      (state) =>
        state.status === 'none'
          ? {
              type: 'PostComment' as const,
              data: { commentId, target: { type: 'drill' as const, id: idOf(key) }, authorId: owners[author], body },
            }
          : { type: 'EditComment' as const, data: { body } },
      metadataFor(owners[author]),
    );
  }
  await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [DEMO_DRILLS_SEED]);
  return true;
}
