import { MARKER_TYPE_LABELS } from '@sideline/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { friendlyMessage } from '../../api/friendly-message';
import { addMarker, editMarker, removeMarker, type SeasonTimeline } from './season-api';
import { MarkerIcon } from './marker-icon';
import { MarkerForm } from './marker-form';
import { SeasonSubpage } from './season-subpage';
import styles from './seasons.module.css';
import { formatClock, formatDayRange } from '../../ui/format/date-formats';

function Markers({ t, show }: { t: SeasonTimeline; show: (next: SeasonTimeline) => void }) {
  const [editing, setEditing] = useState<string | null>(null);
  const { teamId, id: seasonId } = t.season;
  const remove = useMutation({
    mutationFn: (markerId: string) => removeMarker(teamId, seasonId, markerId),
    onSuccess: show,
  });
  return (
    <>
      {t.can.edit ? (
        <section className={styles.card} aria-labelledby="add-marker-heading">
          <h2 id="add-marker-heading">Add a marker</h2>
          <MarkerForm bounds={t.season} onSave={async (input) => show(await addMarker(teamId, seasonId, input))} />
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="markers-heading">
        <h2 id="markers-heading">Markers</h2>
        {t.markers.length === 0 ? <p className={styles.note}>No markers yet.</p> : null}
        <ul className={styles.list}>
          {t.markers.map((m) => (
            <li key={m.id} className={styles.item}>
              {editing === m.id ? (
                <MarkerForm
                  initial={m}
                  bounds={t.season}
                  onCancel={() => setEditing(null)}
                  onSave={async (changes) => {
                    show(await editMarker(teamId, seasonId, m.id, changes));
                    setEditing(null);
                  }}
                />
              ) : (
                <>
                  <span className={styles.itemMain}>
                    <span className={styles.dot} style={{ background: m.colour }} aria-hidden="true" />
                    <MarkerIcon type={m.type} />
                    <strong>{m.title}</strong>
                    <span className={styles.meta}>
                      {MARKER_TYPE_LABELS[m.type]} · {formatDayRange(m.startDate, m.endDate)}
                      {m.time ? ` at ${formatClock(m.time)}` : ''}
                      {m.visibleToMembers ? '' : ' · staff only'}
                    </span>
                  </span>
                  {t.can.edit ? (
                    <span className={styles.toolbar}>
                      <button
                        type="button"
                        className={`button button--secondary ${styles.smallButton}`}
                        onClick={() => setEditing(m.id)}
                      >
                        Edit<span className="visually-hidden"> {m.title}</span>
                      </button>
                      <button
                        type="button"
                        className={`button button--ghost ${styles.smallButton}`}
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm(`Remove the marker “${m.title}”?`)) remove.mutate(m.id);
                        }}
                      >
                        Remove<span className="visually-hidden"> {m.title}</span>
                      </button>
                    </span>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
        {remove.isError ? (
          <p className={styles.formError} role="alert">
            {friendlyMessage(remove.error)}
          </p>
        ) : null}
      </section>
    </>
  );
}

/** `/teams/:teamId/season/markers`: games, tournaments, breaks, deadlines… on the season's calendar. */
export function SeasonMarkersPage() {
  return <SeasonSubpage title="Season markers">{(t, show) => <Markers t={t} show={show} />}</SeasonSubpage>;
}
