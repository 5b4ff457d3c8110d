import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiFetch } from '../../api/api-fetch';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import { GenerationProgress } from './generation-progress';
import { PreviewList } from './preview-list';
import { RecurrenceForm } from './recurrence-form';
import { SeriesEditForm } from './series-edit-form';
import {
  cancelOccurrence,
  createRecurrence,
  moveOccurrence,
  fetchRecurrences,
  fetchWeek,
  previewSeries,
  removeRecurrence,
  seasonPlanningKeys,
  startGeneration,
  type GenerationView,
  type RecurrencePreviewView,
  type RecurrenceView,
} from './season-planning-api';
import styles from './season-planning.module.css';
import { formatDayRange } from '../../ui/format/date-formats';

/**
 * `/teams/:teamId/season/recurrences`: the active season's recurring practices: create, preview, generate with
 * progress.
 */
export function RecurrencesPage() {
  const { teamId = '' } = useParams();
  const queryClient = useQueryClient();
  const week = useQuery({
    queryKey: seasonPlanningKeys.week(teamId, null),
    queryFn: ({ signal }) => fetchWeek(teamId, null, signal),
    retry: false,
  });
  const season = week.data?.season ?? null;
  const list = useQuery({
    queryKey: seasonPlanningKeys.recurrences(season?.id ?? ''),
    queryFn: ({ signal }) => fetchRecurrences(season!.id, signal),
    enabled: Boolean(season),
    retry: false,
  });
  const templates = useQuery({
    queryKey: ['team-plans', teamId],
    queryFn: ({ signal }) =>
      apiFetch<{ items: { id: string; name: string }[] }>(
        `/api/practice-plans?team=${encodeURIComponent(teamId)}&pageSize=50`,
        { signal },
      ),
    enabled: Boolean(season),
  });
  const [previews, setPreviews] = useState<Record<string, RecurrencePreviewView>>({});
  const [runs, setRuns] = useState<Record<string, GenerationView>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const reload = () => queryClient.invalidateQueries({ queryKey: seasonPlanningKeys.recurrences(season?.id ?? '') });
  // A series edit may split it or move its dates: previews shown before are out of date.
  const clearPreviews = () => setPreviews({});
  const weekStart = week.data?.days[0] ? new Date(`${week.data.weekStart}T12:00:00Z`).getUTCDay() : 1;

  if (week.isPending) return <p className={styles.note}>Loading…</p>;
  if (week.isError)
    return (
      <p role="alert" className={styles.error}>
        {friendlyMessage(week.error)}
      </p>
    );
  if (!season) {
    return (
      <div className={styles.page}>
        <PageTitle title="Recurring practices" />
        <h1>Recurring practices</h1>
        <p className={styles.lead}>
          This team has no active season yet. <Link to={`/teams/${teamId}/season`}>Create one</Link> first.
        </p>
      </div>
    );
  }
  const act = async (action: () => Promise<void>) => {
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage(friendlyMessage(error));
    }
  };
  const items: RecurrenceView[] = list.data?.items ?? [];
  const canEdit = list.data?.can.edit ?? false;
  return (
    <div className={styles.page}>
      <PageTitle title="Recurring practices" />
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/teams">Teams</Link> › <Link to={`/teams/${teamId}/season`}>{season.name}</Link> ›{' '}
        <span>Recurring practices</span>
      </nav>
      <header>
        <h1>Recurring practices</h1>
        <p className={styles.lead}>
          Practices on a rhythm, in {week.data.timeZone.replaceAll('_', ' ')} time: a 17:30 practice stays at 17:30 when
          the clocks change. <Link to={`/teams/${teamId}/season/week`}>Week view</Link>
        </p>
      </header>
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      {list.isError ? (
        <p role="alert" className={styles.error}>
          {friendlyMessage(list.error)}
        </p>
      ) : null}
      {items.length === 0 && list.isSuccess ? <p className={styles.note}>No recurring practices yet.</p> : null}
      {items.map((series) => (
        <section key={series.id} className={styles.card} aria-label={series.name}>
          <h2>{series.name}</h2>
          <p className={styles.note}>
            {series.summary}; {formatDayRange(series.startDate, series.endDate)} · {series.generatedCount} practices
            made
          </p>
          <div className={styles.row}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void act(async () =>
                  setPreviews({ ...previews, [series.id]: await previewSeries(season.id, series.id) }),
                )
              }
            >
              Preview
            </button>
            {series.can.edit ? (
              <>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={runs[series.id]?.status === 'running'}
                  onClick={() =>
                    void act(async () => setRuns({ ...runs, [series.id]: await startGeneration(season.id, series.id) }))
                  }
                >
                  Generate practices
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    void act(async () => {
                      await removeRecurrence(season.id, series.id);
                      await reload();
                    })
                  }
                >
                  Remove series
                </button>
              </>
            ) : null}
          </div>
          {runs[series.id] ? (
            <GenerationProgress
              seasonId={season.id}
              generation={runs[series.id]!}
              onFinished={(finished) => {
                setRuns((all) => ({ ...all, [series.id]: finished }));
                void reload();
              }}
            />
          ) : null}
          {series.can.edit ? (
            <SeriesEditForm
              seasonId={season.id}
              series={series}
              templates={templates.data?.items ?? []}
              weekStart={weekStart}
              onSaved={() => void reload().then(() => clearPreviews())}
            />
          ) : null}
          {previews[series.id] ? (
            <PreviewList
              preview={previews[series.id]!}
              onCancel={
                series.can.edit
                  ? (date) =>
                      void act(async () => {
                        await cancelOccurrence(season.id, series.id, date);
                        setPreviews({ ...previews, [series.id]: await previewSeries(season.id, series.id) });
                      })
                  : undefined
              }
              onMove={
                series.can.edit
                  ? async (date, to) => {
                      await moveOccurrence(season.id, series.id, date, to);
                      setPreviews({ ...previews, [series.id]: await previewSeries(season.id, series.id) });
                      void reload();
                    }
                  : undefined
              }
            />
          ) : null}
        </section>
      ))}
      {canEdit ? (
        <section className={styles.card} aria-label="Template changes">
          <h2>Template changes</h2>
          <p className={styles.note}>
            Editing a template is enough: within seconds its generated practices follow it. Parts a coach changed on a
            practice stay theirs; the template's changes to them are listed on that practice, to keep or take.
          </p>
        </section>
      ) : null}
      {canEdit ? (
        <RecurrenceForm
          key={formKey}
          seasonId={season.id}
          season={season}
          weekStart={weekStart}
          templates={templates.data?.items ?? []}
          onSave={async (input) => {
            await createRecurrence(season.id, input);
            await reload();
            setFormKey((k) => k + 1);
          }}
        />
      ) : null}
    </div>
  );
}
