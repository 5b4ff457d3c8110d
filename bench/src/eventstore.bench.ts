import { randomUUID } from 'node:crypto';
import { EventStore, type NewEvent } from '@sideline/eventstore';
import {
  benchTargets,
  median,
  percentile,
  round,
  runFor,
  type BenchReport,
  type BenchTarget,
  type TimedRun,
} from './bench-databases';

/** 8 rounds × 3 scenarios × 0.3 s, for 1 and 8 writers: about 16 s per database. */
const ROUNDS = 8;
const SLICE_SECONDS = 0.3;
const STREAMS_PER_WRITER = 50;

/** A realistic event: a drill as the app writes it, with full metadata. */
function drillEvent(): NewEvent {
  const commandId = randomUUID();
  return {
    eventId: randomUUID(),
    type: 'DrillCreated',
    data: {
      drillId: randomUUID(),
      teamId: randomUUID(),
      name: 'Three-man weave',
      durationMinutes: 12,
      intensity: 'high',
      tags: ['passing', 'transition', 'conditioning'],
      description: 'Three lines at the baseline; pass and follow, finish with a layup, return on the outside.',
    },
    metadata: {
      actorId: randomUUID(),
      commandId,
      correlationId: commandId,
      causationId: null,
      at: new Date().toISOString(),
    },
  };
}

type Scenario = 'raw' | 'append1' | 'append10';
const SCENARIOS: Scenario[] = ['raw', 'append1', 'append10'];

/**
 * Append throughput and latency against a raw single-row INSERT of a jsonb row of the same size, on the same
 * connection settings. An append is one round trip (one INSERT statement) and one commit, like the raw INSERT. Both
 * make a fresh event per operation (the raw INSERT stringifies it, as any client would), so the ratio is the store's
 * own cost: before 2026-11-25 the raw INSERT sent one pre-built string again and again.
 * The scenarios run in interleaved slices so that load from elsewhere on the machine hits them all alike.
 */
export async function run(report: BenchReport, targets: BenchTarget[] = benchTargets()): Promise<void> {
  for (const target of targets) {
    const db = await target.open();
    try {
      const store = await EventStore.open(db);
      await db.exec('CREATE TABLE raw_inserts (id bigserial PRIMARY KEY, data jsonb NOT NULL)');
      const runId = randomUUID().slice(0, 8);
      const versions = new Map<string, number>();
      const operation = (scenario: Scenario) => async (writer: number, i: number) => {
        if (scenario === 'raw') {
          await db.query('INSERT INTO raw_inserts (data) VALUES ($1::jsonb)', [JSON.stringify(drillEvent())]);
          return;
        }
        const streamId = `drill-${runId}-${scenario}-${writer}-${i % STREAMS_PER_WRITER}`;
        const events = Array.from({ length: scenario === 'append1' ? 1 : 10 }, drillEvent);
        const result = await store.append(streamId, events, {
          expectedVersion: versions.get(streamId) ?? 0,
          streamType: 'drill',
        });
        versions.set(streamId, result.nextExpectedVersion);
      };

      for (const writers of [1, 8]) {
        const totals = new Map<Scenario, TimedRun>(
          SCENARIOS.map((s) => [s, { operations: 0, seconds: 0, latencies: [] }]),
        );
        const roundRates = new Map<Scenario, number[]>(SCENARIOS.map((s) => [s, []]));
        for (let round = 0; round < ROUNDS; round++) {
          // Alternate the order so a drift in background load does not favour one scenario.
          for (const scenario of round % 2 === 0 ? SCENARIOS : [...SCENARIOS].reverse()) {
            const slice = await runFor(SLICE_SECONDS, writers, operation(scenario), round === 0 ? 0.3 : 0.05);
            const total = totals.get(scenario)!;
            total.operations += slice.operations;
            total.seconds += slice.seconds;
            total.latencies.push(...slice.latencies);
            roundRates.get(scenario)!.push(slice.operations / slice.seconds);
          }
        }
        // Ratio per round (slices run back to back), then the median: robust to a noisy neighbour.
        const ratio = (scenario: Scenario) => {
          const raw = roundRates.get('raw')!;
          return median(roundRates.get(scenario)!.map((rate, i) => rate / raw[i]!));
        };
        const who = `${writers} writer${writers > 1 ? 's' : ''}`;
        const rate = (scenario: Scenario) => totals.get(scenario)!.operations / totals.get(scenario)!.seconds;
        const rawRate = rate('raw');
        report({
          name: `${target.name}: raw INSERT, ${who}`,
          value: round(rawRate, 0),
          unit: 'rows/s',
          note: 'baseline',
        });
        report({
          name: `${target.name}: raw INSERT, ${who}, p50`,
          value: round(percentile(totals.get('raw')!.latencies, 50)),
          unit: 'ms',
        });
        for (const scenario of ['append1', 'append10'] as const) {
          const perAppend = scenario === 'append1' ? 1 : 10;
          const what = `${target.name}: append ${perAppend} event${perAppend > 1 ? 's' : ''}, ${who}`;
          const latencies = totals.get(scenario)!.latencies;
          report({
            name: what,
            value: round(rate(scenario), 0),
            unit: 'appends/s',
            ratio: round(ratio(scenario)),
            note: `${round(rate(scenario) * perAppend, 0)} events/s; ratio = appends/s ÷ raw INSERT rows/s, ${who} (median of ${ROUNDS} interleaved rounds)`,
          });
          report({ name: `${what}, p50`, value: round(percentile(latencies, 50)), unit: 'ms' });
          report({ name: `${what}, p95`, value: round(percentile(latencies, 95)), unit: 'ms' });
        }
      }
    } finally {
      await db.close();
    }
  }
}
