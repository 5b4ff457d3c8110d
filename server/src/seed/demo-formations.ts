import {
  FORMATION_STREAM_TYPE,
  VOTE_STREAM_TYPE,
  formationDecider,
  formationInputSchema,
  formationStreamId,
  voteDecider,
  voteStreamId,
  type EventMetadata,
  type SportId,
} from '@sideline/domain';
import { sceneUpdate, type CommandBus, type SceneElement } from '@sideline/api';
import type { Database } from '@sideline/eventstore';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoId } from './demo-drills';
import { buildDiagram, type DemoDiagram } from './demo-drills-diagrams';
import { courtSceneElements } from './demo-formation-court';
import { DEMO_FORMATIONS } from './demo-formations-catalog';

export const DEMO_FORMATIONS_SEED = 'demo-formations-v1';

const DEMO_VOTES: [formationKey: string, voter: 'admin' | 'coach', value: 1 | -1][] = [
  ['qb-diamond-zone', 'admin', 1],
  ['bb-horns', 'coach', 1],
  ['bb-two-three-zone', 'admin', 1],
];

const metadataFor = (actorId: string): EventMetadata => {
  const commandId = randomUUID();
  return { actorId, commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() };
};

async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [email]);
  if (!row) throw new Error(`demo formations need the demo account ${email}`);
  return row.user_id;
}

/**
 * The demo diagram as the browser would have drawn it: the court, then the tokens and arrows, in y-excalidraw's layout.
 */
export function demoFormationScene(sport: SportId, key: string, diagram: Omit<DemoDiagram, 'title'>): Uint8Array {
  const drawn = buildDiagram(sport, key, { ...diagram, title: '' }).elements as SceneElement[];
  return sceneUpdate([...courtSceneElements(sport, diagram.court), ...drawn]);
}

/**
 * Seeds the demo formations once per database (keyed `demo-formations-v1` in seed_runs), as commands: each one's
 * diagram is its first stored version (a FormationDocumentUpdated in its stream), exactly what the collab server loads.
 */
export async function seedDemoFormations(db: Database, commands: CommandBus): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_FORMATIONS_SEED]);
  if (done.length > 0) return false;
  const owners = {
    admin: await userIdOf(db, DEMO_ACCOUNTS.find((a) => a.role === 'admin')!.email),
    coach: await userIdOf(db, DEMO_ACCOUNTS.find((a) => a.role === 'user')!.email),
  };
  const idOf = (key: string) => demoId('formation', key);

  for (const formation of DEMO_FORMATIONS) {
    const formationId = idOf(formation.key);
    const fields = formationInputSchema.parse({ ...formation.input, courtTemplateId: formation.diagram.court });
    const diagram = Buffer.from(demoFormationScene(fields.sport, formation.key, formation.diagram)).toString('base64');
    const metadata = metadataFor(owners[formation.owner]);
    // A rerun after an interruption skips what is already there (an empty edit changes nothing).
    await commands.handle(
      { streamId: formationStreamId(formationId), streamType: FORMATION_STREAM_TYPE, decider: formationDecider },
      (state) =>
        state.status === 'none'
          ? {
              type: 'CreateFormation' as const,
              data: { formationId, ownerId: owners[formation.owner], fields, diagram, at: metadata.at },
            }
          : { type: 'EditFormation' as const, data: { patch: { name: fields.name } } },
      metadata,
    );
  }
  for (const [key, voter, value] of DEMO_VOTES) {
    const target = { type: 'formation' as const, id: idOf(key) };
    await commands.handle(
      { streamId: voteStreamId(target, owners[voter]), streamType: VOTE_STREAM_TYPE, decider: voteDecider },
      { type: 'CastVote', data: { target, userId: owners[voter], value } },
      metadataFor(owners[voter]),
    );
  }
  await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [DEMO_FORMATIONS_SEED]);
  return true;
}
