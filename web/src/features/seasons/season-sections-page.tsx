import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { friendlyMessage } from '../../api/friendly-message';
import { addSection, editSection, removeSection, reorderSections, type SeasonTimeline } from './season-api';
import { SectionForm } from './section-form';
import { SeasonSubpage } from './season-subpage';
import styles from './seasons.module.css';
import { formatDayRange } from '../../ui/format/date-formats';

function Sections({ t, show }: { t: SeasonTimeline; show: (next: SeasonTimeline) => void }) {
  const [editing, setEditing] = useState<string | null>(null);
  const { teamId, id: seasonId } = t.season;
  const act = useMutation({ mutationFn: (run: () => Promise<SeasonTimeline>) => run(), onSuccess: show });
  const move = (index: number, by: number) => {
    const ids = t.sections.map((s) => s.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    act.mutate(() => reorderSections(teamId, seasonId, ids));
  };
  return (
    <>
      <section className={styles.card} aria-labelledby="sections-heading">
        <h2 id="sections-heading">Sections</h2>
        {t.sections.length === 0 ? <p className={styles.note}>No sections yet.</p> : null}
        <ul className={styles.list}>
          {t.sections.map((s, index) => (
            <li key={s.id} className={styles.item}>
              {editing === s.id ? (
                <SectionForm
                  initial={s}
                  bounds={t.season}
                  onCancel={() => setEditing(null)}
                  onSave={async (input) => {
                    show(await editSection(teamId, seasonId, s.id, input));
                    setEditing(null);
                  }}
                />
              ) : (
                <>
                  <span className={styles.itemMain}>
                    <span className={styles.dot} style={{ background: s.colour }} aria-hidden="true" />
                    <strong>{s.name}</strong>
                    <span className={styles.meta}>
                      {formatDayRange(s.startDate, s.endDate)}
                      {s.visibleToMembers ? '' : ' · staff only'}
                      {s.defaultSections.length ? ` · ${s.defaultSections.map((d) => d.name).join(', ')}` : ''}
                      {s.linkedItems.length ? ` · ${s.linkedItems.length} linked` : ''}
                    </span>
                  </span>
                  {t.can.edit ? (
                    <span className={styles.toolbar}>
                      <button
                        type="button"
                        className={`button button--ghost ${styles.smallButton}`}
                        aria-label={`Move ${s.name} up`}
                        disabled={index === 0 || act.isPending}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={`button button--ghost ${styles.smallButton}`}
                        aria-label={`Move ${s.name} down`}
                        disabled={index === t.sections.length - 1 || act.isPending}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className={`button button--secondary ${styles.smallButton}`}
                        onClick={() => setEditing(s.id)}
                      >
                        Edit<span className="visually-hidden"> {s.name}</span>
                      </button>
                      <button
                        type="button"
                        className={`button button--ghost ${styles.smallButton}`}
                        disabled={act.isPending}
                        onClick={() => {
                          if (window.confirm(`Remove the section “${s.name}”?`))
                            act.mutate(() => removeSection(teamId, seasonId, s.id));
                        }}
                      >
                        Remove<span className="visually-hidden"> {s.name}</span>
                      </button>
                    </span>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
        {act.isError ? (
          <p className={styles.formError} role="alert">
            {friendlyMessage(act.error)}
          </p>
        ) : null}
      </section>
      {t.can.edit ? (
        <section className={styles.card} aria-labelledby="add-section-heading">
          <h2 id="add-section-heading">Add a section</h2>
          <SectionForm bounds={t.season} onSave={async (input) => show(await addSection(teamId, seasonId, input))} />
        </section>
      ) : null}
    </>
  );
}

/** `/teams/:teamId/season/sections`: the season's named date ranges, their order and what they seed practices with. */
export function SeasonSectionsPage() {
  return <SeasonSubpage title="Season sections">{(t, show) => <Sections t={t} show={show} />}</SeasonSubpage>;
}
