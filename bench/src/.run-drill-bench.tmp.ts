import { run } from '/work/main/bench/src/drill-list.bench.ts';
await run((line) => console.log(`  ${line.name}: ${line.value} ${line.unit}${line.ratio !== undefined ? ` (${line.ratio}×)` : ''}${line.note ? `  — ${line.note}` : ''}`));
