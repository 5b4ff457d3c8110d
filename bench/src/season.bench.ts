import {
  MARKER_TYPES,
  planDecider,
  seasonDecider,
  teamDecider,
  type Decider,
  type PlanMetadata,
  type Section,
} from '@sideline/domain';
import type { Database, RecordedEvent } from '@sideline/eventstore';
import {
  ALL_PROJECTIONS,
  handlesEvent,
  migrateProjections,
  plansProjection,
  seasonCoverageOf,
  seasonPracticesProjection,
  seasonTimeline,
  seasonsProjection,
  teamsProjection,
} from '@sideline/projections';
import { benchTargets, percentile, round, runFor, type BenchReport, type BenchTarget } from './bench-databases';

/**
 * A year-long season with 300 practices and 40 markers: the timeline read (what the season page asks) under 50 ms p95
 * on PostgreSQL.
 */
const PRACTICES = 300;
const MARKERS = 40;
const SECONDS_PER_QUERY = 3;
const GOAL_P95_MS = 50;

let position = 1n;
function stream<C, E extends { type: string; data: unknown }, S>(
  decider: Decider<C, E, S>,
  streamId: string,
  streamType: string,
  out: RecordedEvent[],
) {
  let state = decider.initialState();
  let version = 0;
  return (command: C) => {
    for (const event of decider.decide(command, state)) {
      state = decider.evolve(state, event);
      position += 1n;
      version += 1;
      const at = new Date().toISOString();
      out.push({
        globalPosition: position,
        transactionId: position,
        streamId,
        streamType,
        streamVersion: version,
        eventId: crypto.randomUUID(),
        type: event.type,
        data: event.data,
        metadata: { actorId: 'coach', commandId: crypto.randomUUID(), correlationId: 'bench', causationId: null, at },
        recordedAt: new Date(),
      });
    }
  };
}

const day = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The season's log: the team, the season with six sections and 40 markers, 300 team plans placed on it (two in three
 * published).
 */
function seasonLog() {
  const events: RecordedEvent[] = [];
  const teamId = crypto.randomUUID();
  const seasonId = crypto.randomUUID();
  const team = stream(teamDecider, `team-${teamId}`, 'team', events);
  team({
    type: 'CreateTeam',
    data: {
      teamId,
      createdBy: 'coach',
      details: {
        name: 'Bench',
        description: '',
        sport: 'quadball',
        timeZone: 'Europe/Berlin',
        firstDayOfWeek: 1,
        practiceStartTime: '17:30',
        practiceMinutes: 90,
      },
    },
  });
  const start = '2026-08-01';
  const end = day(start, 364);
  const season = stream(seasonDecider, `season-${seasonId}`, 'season', events);
  season({
    type: 'CreateSeason',
    data: {
      seasonId,
      teamId,
      details: { name: 'Bench year', startDate: start, endDate: end, templatePlanId: null },
      createdBy: 'coach',
    },
  });
  for (let i = 0; i < 6; i += 1) {
    season({
      type: 'AddSeasonSection',
      data: {
        index: null,
        section: {
          id: crypto.randomUUID(),
          name: `Block ${i + 1}`,
          startDate: day(start, i * 60),
          endDate: day(start, Math.min(364, i * 60 + 75)),
          colour: '#2563eb',
          notes: '',
          visibleToMembers: i % 3 !== 2,
          defaultSections: [{ name: 'Warm-up', goals: [], notes: '' }],
          linkedItems: [],
        },
      },
    });
  }
  for (let i = 0; i < MARKERS; i += 1) {
    const first = day(start, Math.floor((i * 364) / MARKERS));
    season({
      type: 'AddSeasonMarker',
      data: {
        marker: {
          id: crypto.randomUUID(),
          type: MARKER_TYPES[i % MARKER_TYPES.length]!,
          title: `Marker ${i}`,
          startDate: first,
          endDate: i % 5 === 0 ? day(first, 1) : first,
          time: i % 2 ? '14:00' : null,
          durationMinutes: i % 2 ? 120 : null,
          colour: '#e11d48',
          notes: '',
          visibleToMembers: i % 4 !== 0,
        },
      },
    });
  }
  team({ type: 'ActivateSeason', data: { seasonId, seasonTeamId: teamId } });
  const bounds = { teamId, startDate: start, endDate: end };
  for (let i = 0; i < PRACTICES; i += 1) {
    const planId = crypto.randomUUID();
    const plan = stream(planDecider, `plan-${planId}`, 'plan', events);
    const metadata: PlanMetadata = {
      name: `Practice ${i}`,
      description: '',
      sport: 'quadball',
      phaseOfSeason: null,
      practiceGoals: [],
      expectedParticipants: null,
      startTime: '17:30',
      visibility: 'team',
      editableByOthers: true,
      teamId,
      scheduledDate: null,
      targetMinutes: 90,
    };
    const item = (title: string, minutes: number) => ({
      id: crypto.randomUUID(),
      kind: 'activity' as const,
      drillId: null,
      formationId: null,
      title,
      durationMinutes: minutes,
      notes: '',
    });
    const sections: Section[] = [
      {
        id: crypto.randomUUID(),
        name: 'Warm-up',
        goals: [],
        notes: '',
        targetMinutes: null,
        entries: [item('Jog', 10), item('Stretch', 5)],
      },
      {
        id: crypto.randomUUID(),
        name: 'Main',
        goals: [],
        notes: '',
        targetMinutes: null,
        entries: [item('Drill A', 20), item('Drill B', 20), item('Scrimmage', 30)],
      },
    ];
    plan({
      type: 'CreatePlan',
      data: { planId, ownerId: 'coach', metadata, sections, copiedFrom: null, draftId: null },
    });
    plan({
      type: 'SchedulePlan',
      data: {
        seasonId,
        date: day(start, Math.floor((i * 364) / PRACTICES)),
        startTime: '17:30',
        durationMinutes: 90,
        season: bounds,
      },
    });
    if (i % 3 !== 0) plan({ type: 'PublishPlan', data: { at: new Date().toISOString() } });
  }
  return { events: events.sort((a, b) => Number(a.globalPosition - b.globalPosition)), seasonId };
}

async function apply(db: Database, events: readonly RecordedEvent[]) {
  for (let i = 0; i < events.length; i += 500) {
    const batch = events.slice(i, i + 500);
    await db.transaction(async (tx) => {
      for (const projection of [teamsProjection, plansProjection, seasonsProjection, seasonPracticesProjection]) {
        const mine = batch.filter((e) => handlesEvent(projection, e.type));
        if (mine.length > 0) await projection.applyBatch(tx, mine, { changed: () => undefined });
      }
    });
  }
}

export async function run(report: BenchReport, targets: BenchTarget[] = benchTargets()): Promise<void> {
  const { events, seasonId } = seasonLog();
  for (const target of targets) {
    const db = await target.open();
    try {
      await migrateProjections(db, ALL_PROJECTIONS);
      const loadStart = performance.now();
      await apply(db, events);
      report({
        name: `${target.name}: project the season's ${events.length.toLocaleString('en')} events`,
        value: round((performance.now() - loadStart) / 1000, 1),
        unit: 's',
      });
      const staff = await seasonTimeline(db, seasonId, true);
      if (staff?.practices.length !== PRACTICES || staff.markers.length !== MARKERS)
        throw new Error('the season did not project whole');
      for (const [who, readAll] of [
        ['staff', true],
        ['member', false],
      ] as const) {
        const timed = await runFor(
          SECONDS_PER_QUERY,
          1,
          async () => void (await seasonTimeline(db, seasonId, readAll)),
        );
        const p95 = round(percentile(timed.latencies, 95));
        report({
          name: `${target.name}: timeline read (${who}), p50`,
          value: round(percentile(timed.latencies, 50)),
          unit: 'ms',
        });
        report({
          name: `${target.name}: timeline read (${who}), p95`,
          value: p95,
          unit: 'ms',
          note:
            target.name === 'postgres'
              ? `goal < ${GOAL_P95_MS} ms: ${p95 < GOAL_P95_MS ? 'met' : 'NOT met'}`
              : 'embedded',
        });
      }
      const coverage = await runFor(
        SECONDS_PER_QUERY,
        1,
        async () => void (await seasonCoverageOf(db, seasonId, true)),
      );
      report({
        name: `${target.name}: coverage over ${PRACTICES} practices (staff), p95`,
        value: round(percentile(coverage.latencies, 95)),
        unit: 'ms',
        note: 'planTiming over every practice, per request',
      });
    } finally {
      await db.close();
    }
  }
}
