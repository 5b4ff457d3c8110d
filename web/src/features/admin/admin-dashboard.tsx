import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import { ADMIN_ROUTE_ID } from './admin-loader';
import styles from './admin.module.css';
import { adminSummaryQuery, type AdminSummary } from './admin-summary';
import { formatDateTime } from '../../ui/format/date-formats';
import { formatCount, formatLagSeconds } from './format-admin';
import { ProjectionHealthTable } from './projection-health-table';
import { RecentActivityList } from './recent-activity-list';

const REFRESH_MS = 15_000;

/**
 * `/admin`: counts, template changes waiting, projection health and recent activity, refreshed every 15 s while open.
 */
export function AdminDashboard() {
  const initial = useRouteLoaderData(ADMIN_ROUTE_ID) as AdminSummary;
  const summary = useQuery({ ...adminSummaryQuery, initialData: initial, refetchInterval: REFRESH_MS });
  const data = summary.data;
  const updatedAt = new Date(summary.dataUpdatedAt).toISOString();

  return (
    <div className={styles.dashboard}>
      <PageTitle title="Admin dashboard" />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>Dashboard</h1>
        <div className={styles.refresh}>
          <span className={styles.updated} aria-live="polite">
            {summary.isError
              ? `Could not refresh: ${friendlyMessage(summary.error)}`
              : `Updated ${formatDateTime(updatedAt)}`}
          </span>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void summary.refetch()}
            disabled={summary.isFetching}
          >
            {summary.isFetching ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
      </div>

      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="visually-hidden">
          Totals
        </h2>
        <dl className={styles.counts}>
          <div className={styles.countCard}>
            <dt>Accounts</dt>
            <dd>{formatCount(data.counts.users)}</dd>
          </div>
          <div className={styles.countCard}>
            <dt>Events recorded</dt>
            <dd>{formatCount(data.counts.events)}</dd>
          </div>
          {data.eventRate ? (
            <div className={styles.countCard}>
              <dt>Events per minute</dt>
              <dd>
                {formatCount(data.eventRate.perMinute)}{' '}
                <small>last minute: {formatCount(data.eventRate.lastMinute)}</small>
              </dd>
            </div>
          ) : null}
          {data.collab ? (
            <div className={styles.countCard}>
              <dt>Live collaboration</dt>
              <dd>
                {data.collab.available ? (
                  <>
                    {formatCount(data.collab.connections)}{' '}
                    <small>connections on {formatCount(data.collab.documents)} open documents</small>
                  </>
                ) : (
                  <small>runs in another process</small>
                )}
              </dd>
            </div>
          ) : null}
          {data.templateSync ? <TemplateSyncCard sync={data.templateSync} /> : null}
        </dl>
      </section>

      <section className={styles.panel} aria-labelledby="projections-heading">
        <h2 id="projections-heading" className={styles.panelTitle}>
          Projection health
        </h2>
        <p className={styles.panelLead}>
          How far each read model is behind the event log. Lists and pages read from these, so lag shows up as stale
          data.
        </p>
        <ProjectionHealthTable projections={data.projections} />
      </section>

      <section className={styles.panel} aria-labelledby="recent-heading">
        <h2 id="recent-heading" className={styles.panelTitle}>
          Recent activity
        </h2>
        <RecentActivityList recent={data.recent} />
      </section>
    </div>
  );
}

/** Template changes the generated practices have not taken yet: a number that should fall back to 0 within seconds. */
function TemplateSyncCard({ sync }: { sync: NonNullable<AdminSummary['templateSync']> }) {
  return (
    <div className={styles.countCard} data-failing={sync.failing > 0 || undefined}>
      <dt>Template changes waiting</dt>
      <dd>
        {formatCount(sync.waiting)}{' '}
        <small>
          {sync.waiting === 0
            ? 'generated practices are up to date'
            : `oldest waiting ${formatLagSeconds(sync.oldestSeconds ?? 0)}${sync.failing > 0 ? ` · ${formatCount(sync.failing)} failing` : ''}`}
        </small>
      </dd>
      {sync.lastError ? <dd className={styles.countError}>Last failure: {sync.lastError}</dd> : null}
    </div>
  );
}
