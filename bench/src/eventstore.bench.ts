import { randomUUID } from 'node:crypto';
import { EventStore, type NewEvent } from '@sideline/eventstore';
import { benchTargets, percentile, round, runFor, type BenchReport, type BenchTarget } from './bench-databases';

/** Seconds per measured scenario: 6 scenarios per target keep the whole bench well under a minute. */
const SECONDS = 2;
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
    metadata: { actorId: randomUUID(), commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() },
  };
}

/**
 * Append throughput and latency against a raw single-row INSERT of a jsonb row of the same size, on the same
 * connection settings. An append is one round trip (append_to_stream) and one commit, like the INSERT.
 */
export async function run(report: BenchReport, targets: BenchTarget[] = benchTargets()): Promise<void> {
  for (const target of targets) {
    const db = await target.open();
    try {
      const store = await EventStore.open(db);
      await db.exec('CREATE TABLE raw_inserts (id bigserial PRIMARY KEY, data jsonb NOT NULL)');
      const rawRow = JSON.stringify(drillEvent());

      for (const writers of [1, 8]) {
        const raw = await runFor(SECONDS, writers, async () => {
          await db.query('INSERT INTO raw_inserts (data) VALUES ($1::jsonb)', [rawRow]);
        });
        const rawRate = raw.operations / raw.seconds;
        const who = `${writers} writer${writers > 1 ? 's' : ''}`;
        report({ name: `${target.name}: raw INSERT, ${who}`, value: round(rawRate, 0), unit: 'rows/s', note: 'baseline' });
        report({ name: `${target.name}: raw INSERT, ${who}, p50`, value: round(percentile(raw.latencies, 50)), unit: 'ms' });

        for (const perAppend of [1, 10]) {
          const versions = new Map<string, number>();
          const runId = randomUUID().slice(0, 8);
          const appends = await runFor(SECONDS, writers, async (writer, i) => {
            const streamId = `drill-${runId}-${writer}-${i % STREAMS_PER_WRITER}`;
            const version = versions.get(streamId) ?? 0;
            const events = Array.from({ length: perAppend }, drillEvent);
            const result = await store.append(streamId, events, { expectedVersion: version, streamType: 'drill' });
            versions.set(streamId, result.nextExpectedVersion);
          });
          const appendRate = appends.operations / appends.seconds;
          const what = `${target.name}: append ${perAppend} event${perAppend > 1 ? 's' : ''}, ${who}`;
          report({
            name: what,
            value: round(appendRate, 0),
            unit: 'appends/s',
            ratio: round(appendRate / rawRate),
            note: `${round(appendRate * perAppend, 0)} events/s; ratio = appends/s ÷ raw INSERT rows/s (${who})`,
          });
          report({ name: `${what}, p50`, value: round(percentile(appends.latencies, 50)), unit: 'ms' });
          report({ name: `${what}, p95`, value: round(percentile(appends.latencies, 95)), unit: 'ms' });
        }
      }
    } finally {
      await db.close();
    }
  }
}
