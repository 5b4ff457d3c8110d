/** Store and load timings of the persistence, for /api/collab/metrics: the store hooks are meant to stay fast. */
export class PersistenceMetrics {
  stores = 0;
  snapshots = 0;
  /** stores that found nothing new (a retry, or only awareness changed) */
  skipped = 0;
  /** appends that met another writer's events and re-read */
  conflicts = 0;
  /** database errors (each retried with back-off) */
  failures = 0;
  /** stores of changes another instance relayed (through Redis) and did not store in time: it died, say */
  backstops = 0;
  bytesStored = 0;
  loads = 0;
  private storeMs: number[] = [];
  /** told every store's duration in ms (the Prometheus histogram) */
  onStore: ((ms: number) => void) | null = null;
  private loadMs: number[] = [];

  recordStore(ms: number, bytes: number, snapshot: boolean) {
    this.stores++;
    this.bytesStored += bytes;
    if (snapshot) this.snapshots++;
    keepRecent(this.storeMs, ms);
    this.onStore?.(ms);
  }
  recordLoad(ms: number) {
    this.loads++;
    keepRecent(this.loadMs, ms);
  }
  recordSkip() {
    this.skipped++;
  }
  recordConflict() {
    this.conflicts++;
  }
  recordFailure() {
    this.failures++;
  }
  recordBackstop() {
    this.backstops++;
  }

  snapshot() {
    return {
      stores: this.stores,
      snapshots: this.snapshots,
      skipped: this.skipped,
      conflicts: this.conflicts,
      failures: this.failures,
      backstops: this.backstops,
      bytesStored: this.bytesStored,
      loads: this.loads,
      storeMs: percentiles(this.storeMs),
      loadMs: percentiles(this.loadMs),
    };
  }
}

const RECENT = 500;

function keepRecent(samples: number[], value: number) {
  samples.push(value);
  if (samples.length > RECENT) samples.splice(0, samples.length - RECENT);
}

/** p50 and p95 of the last 500 samples, in ms (null before the first). */
function percentiles(samples: readonly number[]) {
  if (samples.length === 0) return { p50: null, p95: null, max: null };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 100) / 100;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}
