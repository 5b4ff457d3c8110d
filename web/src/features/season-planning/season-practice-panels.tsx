import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { friendlyMessage } from '../../api/friendly-message';
import { AttendanceButtons } from './attendance-buttons';
import { apiFetch } from '../../api/api-fetch';
import {
  fetchAttendance,
  seasonPlanningKeys,
  type PracticeAttendance,
  type PracticeTemplateView,
} from './season-planning-api';
import styles from './season-planning.module.css';

const show = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
const templateOf = (planId: string, signal?: AbortSignal) =>
  apiFetch<PracticeTemplateView>(`/api/practice-plans/${encodeURIComponent(planId)}/template`, { signal });

/**
 * On a team practice's page: who is coming (per position group, with a warning for empty lanes) and the template
 * changes to decide.
 */
/** `canEdit`: the plan's own flag: template changes are settled by its editors (the team's staff), so only they ask. */
export function SeasonPracticePanels({
  planId,
  planVersion,
  canEdit,
}: {
  planId: string;
  planVersion: number;
  canEdit: boolean;
}) {
  return (
    <>
      <AttendancePanel planId={planId} />
      {canEdit ? <TemplateConflictsPanel planId={planId} planVersion={planVersion} /> : null}
    </>
  );
}

function AttendancePanel({ planId }: { planId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: seasonPlanningKeys.attendance(planId),
    queryFn: ({ signal }) => fetchAttendance(planId, signal),
    retry: false,
  });
  if (!query.data) return null;
  const a: PracticeAttendance = query.data;
  const groups = Object.entries(a.byGroup);
  return (
    <section className={styles.card} aria-labelledby="attendance-heading">
      <h2 id="attendance-heading">Attendance</h2>
      {!a.published ? <p className={styles.note}>Members answer once the practice is published.</p> : null}
      <p className={styles.note}>
        {a.totals.going} going · {a.totals.maybe} maybe · {a.totals['not-going']} not going
      </p>
      {groups.length > 0 ? (
        <ul className={styles.note}>
          {groups.map(([group, tally]) => (
            <li key={group}>
              {group || 'No position given'}: {tally.going} going, {tally.maybe} maybe
            </li>
          ))}
        </ul>
      ) : null}
      {a.uncoveredLanes.map((lane) => (
        <p key={lane.positionKey} role="alert" className={styles.warning}>
          Nobody from {lane.positionKey} is coming yet: {lane.laneNames.join(', ')} may have nobody to run it.
        </p>
      ))}
      {a.can.answer ? (
        <AttendanceButtons
          planId={planId}
          mine={a.mine?.answer ?? null}
          onAnswered={(next) => queryClient.setQueryData(seasonPlanningKeys.attendance(planId), next)}
        />
      ) : null}
      {a.answers ? (
        <details>
          <summary>Who answered ({a.answers.length})</summary>
          <ul>
            {a.answers.map((r) => (
              <li key={r.userId}>
                {r.name}: {r.answer}
                {r.positionKey ? ` (${r.positionKey})` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

function TemplateConflictsPanel({ planId, planVersion }: { planId: string; planVersion: number }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['practice-template', planId, planVersion],
    queryFn: ({ signal }) => templateOf(planId, signal),
    retry: false,
  });
  const [error, setError] = useState<string | null>(null);
  if (!query.data || query.data.conflicts.length === 0) return null;
  const view = query.data;
  const decide = async (conflictId: string, choice: 'keep' | 'take') => {
    setError(null);
    try {
      const next = await apiFetch<PracticeTemplateView>(
        `/api/practice-plans/${encodeURIComponent(planId)}/template/conflicts/${encodeURIComponent(conflictId)}`,
        { method: 'POST', json: { choice } },
      );
      queryClient.setQueryData(['practice-template', planId, planVersion], next);
      await queryClient.invalidateQueries({ queryKey: ['practice-plans'] });
    } catch (e) {
      setError(friendlyMessage(e));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="template-heading">
      <h2 id="template-heading">Template changed this</h2>
      <p className={styles.note}>
        The template changed things you edited in this practice. Keep yours, or take the template's.
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {view.conflicts.map((c) => (
        <div key={c.id} className={styles.conflict}>
          <strong>{c.label}</strong>
          <span className={styles.note}>
            Yours: {show(c.mine)} · template: {show(c.template)}
          </span>
          {view.can.resolve ? (
            <div className={styles.row}>
              <button type="button" className="button button--secondary" onClick={() => void decide(c.id, 'keep')}>
                Keep mine
              </button>
              <button type="button" className="button button--primary" onClick={() => void decide(c.id, 'take')}>
                Take template
              </button>
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}
