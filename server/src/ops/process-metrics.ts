import type { SidelineCollab } from '@sideline/collab';
import type { Database, EventStore } from '@sideline/eventstore';
import { readProjectionStatus, type Projection } from '@sideline/projections';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process: Node's own metrics, labelled with the role; each role adds its own. */
export function createRegistry(role: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ role });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * Position and lag of every read model, read from the tables at scrape time (any role on the database can report
 * them; the projections role is the natural scrape target). One query round per scrape.
 */
export function registerProjectionMetrics(
  registry: Registry,
  deps: { db: Database; store: EventStore; projections: readonly Projection[] },
) {
  let pending: Promise<Awaited<ReturnType<typeof readProjectionStatus>>> | null = null;
  // The three gauges share one read per scrape.
  const statuses = () =>
    (pending ??= readProjectionStatus(deps.db, deps.store, deps.projections).finally(() =>
      setTimeout(() => (pending = null), 0),
    ));
  new Gauge({
    name: 'sideline_projection_position',
    help: 'Global log position each read model has reached',
    labelNames: ['projection'],
    registers: [registry],
    async collect() {
      for (const status of await statuses())
        this.set({ projection: status.name }, Number(status.position?.globalPosition ?? 0));
    },
  });
  new Gauge({
    name: 'sideline_projection_lag_events',
    help: 'Events in the log a read model has not applied yet',
    labelNames: ['projection'],
    registers: [registry],
    async collect() {
      for (const status of await statuses()) this.set({ projection: status.name }, status.lagEvents);
    },
  });
  new Gauge({
    name: 'sideline_projection_lag_seconds',
    help: 'Age of the oldest event a read model has not applied yet',
    labelNames: ['projection'],
    registers: [registry],
    async collect() {
      for (const status of await statuses()) this.set({ projection: status.name }, status.lagSeconds);
    },
  });
}

/** Open documents and connections of the collab server, and how long stores take. */
export function registerCollabMetrics(registry: Registry, collab: SidelineCollab) {
  new Gauge({
    name: 'sideline_collab_documents',
    help: 'Documents open on this collab instance',
    registers: [registry],
    collect() {
      this.set(collab.metrics().documents);
    },
  });
  new Gauge({
    name: 'sideline_collab_connections',
    help: 'Document connections on this collab instance',
    registers: [registry],
    collect() {
      this.set(collab.metrics().connections);
    },
  });
  new Gauge({
    name: 'sideline_collab_relayed_stores_total',
    help: 'Stores of changes relayed from another instance that had not stored them (backstops)',
    registers: [registry],
    collect() {
      this.set(collab.metrics().persistence.backstops);
    },
  });
  const storeSeconds = new Histogram({
    name: 'sideline_collab_store_duration_seconds',
    help: 'Time to append one store of a co-edited document to the log',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  collab.persistence.metrics.onStore = (ms) => storeSeconds.observe(ms / 1000);
}

export const metricsEndpoint = (registry: Registry) => async () => ({
  contentType: registry.contentType,
  body: await registry.metrics(),
});
