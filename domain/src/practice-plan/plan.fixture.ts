import type { Lane, ParallelBlock, PlanItem, PlanMetadata, Section, SectionEntry } from './plan.model';
import type { PlanEvent } from './plan.events';
import { evolvePlan } from './plan.evolve';
import { initialPlanState, type PlanFacts } from './plan.state';

/** Small builders for plan specs: readable ids ("i1", "s1"), sensible defaults. Tests only. */

export const PLAN_ID = 'p1';

export const drillItem = (id: string, durationMinutes = 10, over: Partial<PlanItem> = {}): PlanItem => ({
  id, kind: 'drill', drillId: `drill-${id}`, formationId: null, title: '', durationMinutes, notes: '', ...over,
});
export const activityItem = (id: string, durationMinutes = 10, title = `Activity ${id}`): PlanItem => ({
  id, kind: 'activity', drillId: null, formationId: null, title, durationMinutes, notes: '',
});
export const breakItem = (id: string, durationMinutes = 5): PlanItem => ({ id, kind: 'break', drillId: null, formationId: null, title: 'Break', durationMinutes, notes: '' });
export const formationItem = (id: string, durationMinutes = 0): PlanItem => ({ id, kind: 'formation', drillId: null, formationId: `formation-${id}`, title: '', durationMinutes, notes: '' });

export const lane = (id: string, items: PlanItem[] = [], over: Partial<Lane> = {}): Lane => ({ id, name: `Lane ${id}`, colour: '#2563eb', positionKey: null, items, ...over });
export const block = (id: string, lanes: Lane[]): ParallelBlock => ({ kind: 'parallel', id, lanes });
export const section = (id: string, entries: SectionEntry[] = [], over: Partial<Section> = {}): Section => ({ id, name: `Section ${id}`, goals: [], notes: '', targetMinutes: null, entries, ...over });

export const metadata = (over: Partial<PlanMetadata> = {}): PlanMetadata => ({
  name: 'Tuesday practice',
  description: '',
  sport: 'quadball',
  phaseOfSeason: null,
  practiceGoals: [],
  expectedParticipants: null,
  startTime: null,
  visibility: 'private',
  editableByOthers: false,
  teamId: null,
  scheduledDate: null,
  targetMinutes: null,
  ...over,
});

export const planCreated = (sections: Section[], over: Partial<PlanMetadata> = {}): PlanEvent => ({
  type: 'PlanCreated',
  data: { planId: PLAN_ID, ownerId: 'u1', metadata: metadata(over), sections, copiedFrom: null, draftId: null },
});

/** The state after these events. */
export const stateAfter = (events: PlanEvent[]): PlanFacts => events.reduce(evolvePlan, initialPlanState()) as PlanFacts;

/**
 * A plan to play with: s1 = [i1 (10), i2 (15), block b1 {l1: [i3 (10), i4 (5)], l2: [i5 (20)]}, i6 (5)], s2 = [i7 (30)], s3 empty.
 */
export const samplePlan = (): Section[] => [
  section('s1', [drillItem('i1', 10), drillItem('i2', 15), block('b1', [lane('l1', [drillItem('i3', 10), breakItem('i4', 5)]), lane('l2', [drillItem('i5', 20)])]), activityItem('i6', 5)]),
  section('s2', [drillItem('i7', 30)]),
  section('s3'),
];
