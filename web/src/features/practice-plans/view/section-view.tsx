import { formatMinutes, isBlock, type ItemTiming, type PlanTiming, type Section } from '@sideline/domain';
import { clockRange, inkOn } from '../format-plan';
import type { PlanDrillRef } from '@sideline/domain';
import { ItemView } from './item-view';
import styles from './section-view.module.css';

interface SectionViewProps {
  section: Section;
  timing: PlanTiming;
  itemTiming: ReadonlyMap<string, ItemTiming>;
  drills: Readonly<Record<string, PlanDrillRef>>;
}

/** A section card: its time, goals and notes, its items, and parallel blocks with their lanes side by side. */
export function SectionView({ section, timing, itemTiming, drills }: SectionViewProps) {
  const t = timing.sections.find((s) => s.sectionId === section.id);
  const when = t ? clockRange(t.startClock, t.endClock) : null;
  return (
    <section
      id={`section-${section.id}`}
      className={styles.section}
      aria-labelledby={`section-title-${section.id}`}
      tabIndex={-1}
      data-testid="view-section"
    >
      <header className={styles.sectionHead}>
        <h3 id={`section-title-${section.id}`} className={styles.sectionTitle}>
          {section.name}
        </h3>
        <span className={styles.sectionTime}>
          {when ? `${when} · ` : ''}
          {formatMinutes(t?.totalMinutes ?? 0)}
          {t && t.unfilledMinutes !== null && t.unfilledMinutes > 0 && section.entries.length > 0
            ? ` · ${formatMinutes(t.unfilledMinutes)} open`
            : ''}
        </span>
      </header>
      {section.goals.length > 0 ? (
        <ul className={styles.goals} aria-label="Goals">
          {section.goals.map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </ul>
      ) : null}
      {section.notes ? <p className={styles.notes}>{section.notes}</p> : null}
      {section.entries.length === 0 ? <p className={styles.meta}>Nothing planned here yet.</p> : null}
      <ol className={styles.entries}>
        {section.entries.map((entry) => {
          if (!isBlock(entry))
            return <ItemView key={entry.id} item={entry} timing={itemTiming.get(entry.id)} drills={drills} />;
          const block = timing.blocks.find((b) => b.blockId === entry.id);
          return (
            <li key={entry.id} className={styles.block} data-testid="view-block">
              <p className={styles.blockHead}>
                In parallel ·{' '}
                {block
                  ? `${clockRange(block.startClock, block.endClock) ?? ''} · ${formatMinutes(block.lengthMinutes)}`
                  : ''}
              </p>
              <div className={styles.lanes} style={{ ['--lanes' as string]: entry.lanes.length }}>
                {entry.lanes.map((lane) => {
                  const laneTiming = block?.lanes.find((l) => l.laneId === lane.id);
                  return (
                    <div
                      key={lane.id}
                      className={styles.lane}
                      style={{ borderTopColor: lane.colour }}
                      data-testid="view-lane"
                    >
                      <h4 className={styles.laneHead} style={{ background: lane.colour, color: inkOn(lane.colour) }}>
                        {lane.name}
                        <span className={styles.laneTotal}>{formatMinutes(laneTiming?.totalMinutes ?? 0)}</span>
                      </h4>
                      <ol className={styles.laneItems}>
                        {lane.items.map((item) => (
                          <ItemView key={item.id} item={item} timing={itemTiming.get(item.id)} drills={drills} />
                        ))}
                      </ol>
                      {laneTiming && laneTiming.idleMinutes > 0 ? (
                        <p className={styles.meta}>Then waits {formatMinutes(laneTiming.idleMinutes)}.</p>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
