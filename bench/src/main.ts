// npm run bench [name ...]   — runs the benchmarks and prints each result, with ratios against baselines measured
// in the same run. PostgreSQL joins PGlite when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
import type { BenchLine, BenchReport } from './bench-databases';

type Bench = { name: string; load: () => Promise<{ run: (report: BenchReport) => Promise<void> }> };

const BENCHES: Bench[] = [
  { name: 'eventstore', load: () => import('./eventstore.bench') },
  { name: 'projections', load: () => import('./projections.bench') },
  { name: 'rebuild', load: () => import('./rebuild.bench') },
  { name: 'app-memory', load: () => import('./app-memory.bench') },
  { name: 'bulk-import', load: () => import('./bulk-import.bench') },
  { name: 'drill-list', load: () => import('./drill-list.bench') },
  { name: 'collab', load: () => import('./collab.bench') },
  { name: 'plans', load: () => import('./plans.bench') },
  { name: 'command-path', load: () => import('./command-path.bench') },
  { name: 'overload', load: () => import('./overload.bench') },
  { name: 'hostile-uploads', load: () => import('./hostile-uploads.bench') },
  { name: 'web-load', load: () => import('./web-load.bench') },
  { name: 'seasons-recurrences', load: () => import('./seasons-recurrences.bench') },
  { name: 'audit', load: () => import('./audit.bench') },
  { name: 'scale-out', load: () => import('./scale-out.bench') },
];

async function main() {
  const wanted = process.argv.slice(2);
  const chosen = wanted.length ? BENCHES.filter((b) => wanted.includes(b.name)) : BENCHES;
  if (chosen.length === 0) throw new Error(`Unknown bench. Known: ${BENCHES.map((b) => b.name).join(', ')}`);
  const lines: BenchLine[] = [];
  for (const bench of chosen) {
    console.log(`\n== ${bench.name}`);
    const { run } = await bench.load();
    await run((line) => {
      lines.push(line);
      const ratio = line.ratio !== undefined ? `  (${line.ratio}×)` : '';
      console.log(`  ${line.name}: ${line.value} ${line.unit}${ratio}${line.note ? `  — ${line.note}` : ''}`);
    });
  }
  console.log(`\n${lines.length} measurements.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
