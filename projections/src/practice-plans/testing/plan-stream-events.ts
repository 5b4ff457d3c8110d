import {
  drillInputSchema,
  foldEvents,
  planDecider,
  type DrillEvent,
  type PlanCommand,
  type PlanEvent,
  type PlanFacts,
  type PlanMetadata,
  type VoteEvent,
} from '@sideline/domain';
import type { RecordedEvent } from '@sideline/eventstore';
import { testMetadata } from '@sideline/eventstore/testing/test-events';

/** Plan and drill events, decided by the app's deciders, for the plans read model's specs. */

export const id = () => crypto.randomUUID();
let position = 0n;
export function recorded(
  streamId: string,
  streamVersion: number,
  event: PlanEvent | DrillEvent | VoteEvent,
  at = new Date().toISOString(),
  causationId: string | null = null,
): RecordedEvent {
  position += 1n;
  return {
    globalPosition: position,
    transactionId: position,
    streamId,
    streamType: streamId.split('-')[0]!,
    streamVersion,
    eventId: crypto.randomUUID(),
    type: event.type,
    data: event.data,
    metadata: testMetadata({ at, causationId }),
    recordedAt: new Date(),
  };
}

export const metadata = (over: Partial<PlanMetadata> = {}): PlanMetadata => ({
  name: 'Beater night',
  description: '<p>Control the <strong>bludgers</strong></p>',
  sport: 'quadball',
  phaseOfSeason: 'mid-season',
  practiceGoals: ['skill-development'],
  expectedParticipants: 12,
  startTime: '18:00',
  visibility: 'public',
  editableByOthers: false,
  teamId: null,
  scheduledDate: null,
  targetMinutes: 90,
  ...over,
});
const drillContent = (name: string) => {
  const {
    visibility: _v,
    editableByOthers: _e,
    variationOf: _p,
    ...content
  } = drillInputSchema.parse({
    sport: 'quadball',
    name,
    briefDescription: 'x',
    drillTypes: ['Warmup'],
    skillLevels: ['Beginner'],
    lengthMin: 5,
    lengthMax: 10,
    playersMin: 2,
    skills: ['Passing'],
    positions: ['chaser'],
  });
  return content;
};
export const drillCreated = (drillId: string, name: string) =>
  recorded(`drill-${drillId}`, 1, {
    type: 'DrillCreated',
    data: {
      drillId,
      ownerId: 'ann',
      content: drillContent(name),
      visibility: 'public',
      editableByOthers: false,
      variationOf: null,
      importBatchId: null,
    },
  });
export const drillItem = (drillId: string, minutes: number) => ({
  id: id(),
  kind: 'drill' as const,
  drillId,
  formationId: null,
  title: '',
  durationMinutes: minutes,
  notes: '',
});

/** Events of a plan stream, decided by the real decider, as the runner would hand them over. */
export function planStream(planId: string) {
  const events: RecordedEvent[] = [];
  const state = () =>
    foldEvents(
      planDecider,
      events.map((e) => ({ type: e.type, data: e.data }) as PlanEvent),
    );
  return {
    events,
    state: () => state() as PlanFacts,
    run(command: PlanCommand, at?: string, causationId: string | null = null) {
      const decided = planDecider.decide(command, state());
      const out = decided.map((event) => recorded(`plan-${planId}`, events.length + 1, event, at, causationId));
      // versions count one per event
      out.forEach((e, i) => Object.assign(e, { streamVersion: events.length + 1 + i }));
      events.push(...out);
      return out;
    },
  };
}
