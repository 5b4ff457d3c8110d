import {
  PLAN_STREAM_TYPE,
  SPORT_PACKS,
  planDecider,
  planStreamId,
  type EventMetadata,
  type Lane,
  type PlanItem,
  type PlanMetadata,
  type Section,
  type SectionEntry,
  type SportId,
} from '@sideline/domain';
import type { CommandBus } from '@sideline/api';
import type { Database } from '@sideline/eventstore';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoId } from './demo-drills';

export const DEMO_PLANS_SEED = 'demo-plans-v1';

/** Demo entries by drill key: a drill item, a one-off activity, a break, or a block of position lanes. */
type DemoEntry =
  | { drill: string; minutes: number; notes?: string }
  | { activity: string; minutes: number }
  | { break: number }
  | {
      lanes: {
        position: string;
        items: ({ drill: string; minutes: number } | { activity: string; minutes: number })[];
      }[];
    };

interface DemoPlan {
  key: string;
  metadata: Omit<PlanMetadata, 'description' | 'visibility' | 'editableByOthers' | 'teamId' | 'scheduledDate'> & {
    description: string;
  };
  sections: { name: string; goals: string[]; minutes?: number; entries: DemoEntry[] }[];
  published?: boolean;
}

/** Three plans of the demo coach, on public demo drills; the first splits its players into position lanes. */
export const DEMO_PLANS: readonly DemoPlan[] = [
  {
    key: 'qb-tuesday-positions',
    metadata: {
      name: 'Tuesday: position groups',
      description:
        '<p>A full practice where each position works on its own craft for half an hour, then everyone plays.</p>',
      sport: 'quadball',
      phaseOfSeason: 'mid-season',
      practiceGoals: ['skill-development', 'team-strategy'],
      expectedParticipants: 21,
      startTime: '18:30',
      targetMinutes: 100,
    },
    sections: [
      {
        name: 'Warm-up',
        goals: ['Get moving', 'Throwing and catching'],
        minutes: 15,
        entries: [{ drill: 'qb-passing-triangle', minutes: 15 }],
      },
      {
        name: 'Position work',
        goals: ['Position-specific skills'],
        minutes: 30,
        entries: [
          {
            lanes: [
              {
                position: 'chaser',
                items: [
                  { drill: 'qb-drive-and-dish', minutes: 20 },
                  { drill: 'qb-throwbacks', minutes: 10 },
                ],
              },
              { position: 'beater', items: [{ drill: 'qb-beater-2v2', minutes: 30 }] },
              {
                position: 'keeper',
                items: [
                  { activity: 'Hoop positioning walk-through', minutes: 15 },
                  { drill: 'qb-tackling-ladder', minutes: 10 },
                ],
              },
              { position: 'seeker', items: [{ drill: 'qb-seeker-sprints', minutes: 20 }] },
            ],
          },
        ],
      },
      { name: 'Break', goals: [], entries: [{ break: 5 }] },
      {
        name: 'Scrimmage',
        goals: ['Match-like play'],
        minutes: 30,
        entries: [{ drill: 'qb-full-scrimmage', minutes: 30, notes: 'Swap seekers at the 15-minute mark.' }],
      },
      {
        name: 'Cool-down',
        goals: ['Stretch', 'Debrief'],
        minutes: 10,
        entries: [{ drill: 'qb-cool-down', minutes: 10 }],
      },
    ],
  },
  {
    key: 'bb-fundamentals',
    metadata: {
      name: 'Fundamentals Thursday',
      description: '<p>Shooting form, closeouts and shell defence: the basics, done well.</p>',
      sport: 'basketball',
      phaseOfSeason: 'early-season',
      practiceGoals: ['skill-development'],
      expectedParticipants: 12,
      startTime: '17:00',
      targetMinutes: 90,
    },
    sections: [
      {
        name: 'Warm-up',
        goals: ['Dynamic stretching', 'Ball handling'],
        entries: [
          { drill: 'bb-three-man-weave', minutes: 10 },
          { drill: 'bb-mikan', minutes: 5 },
        ],
      },
      {
        name: 'Fundamentals',
        goals: ['Shooting form', 'Footwork'],
        entries: [{ drill: 'bb-form-shooting', minutes: 15 }, { drill: 'bb-closeout-1v1', minutes: 10 }, { break: 5 }],
      },
      {
        name: 'Team defence',
        goals: ['Rotations'],
        entries: [
          { drill: 'bb-shell-defence', minutes: 20 },
          { drill: 'bb-pick-and-roll-2v2', minutes: 15 },
        ],
      },
      {
        name: 'Free throws and cool-down',
        goals: ['Free throws under fatigue'],
        entries: [{ drill: 'bb-free-throw-pressure', minutes: 10 }],
      },
    ],
  },
  {
    key: 'sc-pressing-week',
    metadata: {
      name: 'Pressing week',
      description: '<p>When to press, and how to punish a turnover.</p>',
      sport: 'soccer',
      phaseOfSeason: 'tournament-tuneup',
      practiceGoals: ['team-strategy', 'game-preparation'],
      expectedParticipants: 18,
      startTime: '19:00',
      targetMinutes: 90,
    },
    published: true,
    sections: [
      { name: 'Warm-up', goals: ['Activation', 'Rondos'], entries: [{ drill: 'sc-rondo-4v1', minutes: 12 }] },
      {
        name: 'Tactical',
        goals: ['Shape in and out of possession'],
        entries: [
          { drill: 'sc-pressing-triggers', minutes: 25 },
          { drill: 'sc-counter-3v2', minutes: 20 },
        ],
      },
      {
        name: 'Small-sided games',
        goals: ['Apply the theme under pressure'],
        entries: [{ activity: '7v7 with a pressing bonus goal', minutes: 20 }],
      },
      { name: 'Cool-down', goals: ['Stretch', 'Debrief'], entries: [{ activity: 'Stretch and debrief', minutes: 8 }] },
    ],
  },
];

const metadataFor = (actorId: string): EventMetadata => {
  const commandId = randomUUID();
  return { actorId, commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() };
};

/** The demo plan as plan content, with stable ids (so an interrupted seed finishes without duplicates). */
export function demoPlanSections(plan: DemoPlan): Section[] {
  let n = 0;
  const id = () => demoId('plan-part', `${plan.key}-${++n}`);
  const item = (
    entry:
      { drill: string; minutes: number; notes?: string } | { activity: string; minutes: number } | { break: number },
  ): PlanItem => {
    if ('drill' in entry)
      return {
        id: id(),
        kind: 'drill',
        drillId: demoId('drill', entry.drill),
        formationId: null,
        title: '',
        durationMinutes: entry.minutes,
        notes: entry.notes ?? '',
      };
    if ('activity' in entry)
      return {
        id: id(),
        kind: 'activity',
        drillId: null,
        formationId: null,
        title: entry.activity,
        durationMinutes: entry.minutes,
        notes: '',
      };
    return {
      id: id(),
      kind: 'break',
      drillId: null,
      formationId: null,
      title: 'Break',
      durationMinutes: entry.break,
      notes: '',
    };
  };
  const lanesOf = (sport: SportId, lanes: Extract<DemoEntry, { lanes: unknown }>['lanes']): Lane[] =>
    lanes.map((lane) => {
      const position = SPORT_PACKS[sport].positions.find((p) => p.id === lane.position)!;
      return {
        id: id(),
        name: `${position.name}s`,
        colour: position.color,
        positionKey: position.id,
        items: lane.items.map(item),
      };
    });
  return plan.sections.map((section) => ({
    id: id(),
    name: section.name,
    goals: section.goals,
    notes: '',
    targetMinutes: section.minutes ?? null,
    entries: section.entries.map((entry): SectionEntry =>
      'lanes' in entry ? { kind: 'parallel', id: id(), lanes: lanesOf(plan.metadata.sport, entry.lanes) } : item(entry),
    ),
  }));
}

/** Seeds the demo plans once per database (keyed `demo-plans-v1`), as commands: after the demo drills they use. */
export async function seedDemoPlans(db: Database, commands: CommandBus): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_PLANS_SEED]);
  if (done.length > 0) return false;
  const coach = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
  const [row] = await db.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [coach.email]);
  if (!row) throw new Error(`demo plans need the demo account ${coach.email}`);
  for (const plan of DEMO_PLANS) {
    const planId = demoId('plan', plan.key);
    const target = { streamId: planStreamId(planId), streamType: PLAN_STREAM_TYPE, decider: planDecider };
    const metadata: PlanMetadata = {
      ...plan.metadata,
      visibility: 'public',
      editableByOthers: false,
      teamId: null,
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
                ownerId: row.user_id,
                metadata,
                sections: demoPlanSections(plan),
                copiedFrom: null,
                draftId: null,
              },
            }
          : { type: 'ApplyPlanCommands' as const, data: { commands: [] } },
      metadataFor(row.user_id),
    );
    if (plan.published)
      await commands.handle(
        target,
        { type: 'PublishPlan', data: { at: new Date().toISOString() } },
        metadataFor(row.user_id),
      );
  }
  await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [DEMO_PLANS_SEED]);
  return true;
}
