import type { PlanTiming, Section } from '@sideline/domain';
import { formatMinutes } from '@sideline/domain';
import type { PlanDrillRef } from '@sideline/domain';
import { pixelsPerMinute, timelineLayout } from './timeline-layout';
import styles from './timeline.module.css';

interface PlanTimelineProps {
  sections: readonly Section[];
  timing: PlanTiming;
  drills: Readonly<Record<string, PlanDrillRef>>;
  /** scrolls to a section's card */
  onSection: (sectionId: string) => void;
}

/**
 * The practice drawn to scale, top to bottom: sections as bands, items as long as their minutes, lanes side by side.
 */
export function PlanTimeline({ sections, timing, drills, onSection }: PlanTimelineProps) {
  const layout = timelineLayout(sections, timing, drills);
  if (layout.totalMinutes === 0) return <p className={styles.empty}>Nothing is planned yet.</p>;
  const scale = pixelsPerMinute(layout.totalMinutes);
  const px = (minutes: number) => `${minutes * scale}px`;
  return (
    <figure className={styles.timeline} aria-labelledby="timeline-caption" data-testid="plan-timeline">
      <figcaption id="timeline-caption" className={styles.caption}>
        Timeline · {formatMinutes(layout.totalMinutes)}
      </figcaption>
      <div className={styles.body} style={{ height: px(layout.totalMinutes) }}>
        <ol className={styles.ticks} aria-label="Times">
          {layout.ticks.map((tick) => (
            <li key={tick.minute} className={styles.tick} style={{ top: px(tick.minute) }} data-testid="timeline-tick">
              {tick.label}
            </li>
          ))}
        </ol>
        <div className={styles.track}>
          {layout.bands.map((band, index) => (
            <button
              key={band.sectionId}
              type="button"
              className={styles.band}
              data-shade={index % 2}
              style={{ top: px(band.startMinute), height: px(band.minutes) }}
              onClick={() => onSection(band.sectionId)}
              title={`${band.name}: ${band.label}, ${formatMinutes(band.minutes)}`}
            >
              <span className={styles.bandName}>{band.name}</span>
            </button>
          ))}
          <ol className={styles.bars} aria-label="Items">
            {layout.bars.map((bar) => (
              <li
                key={bar.itemId}
                className={styles.bar}
                data-kind={bar.kind}
                data-short={bar.minutes * scale < 22 || undefined}
                data-narrow={bar.columns > 1 || undefined}
                data-testid="timeline-bar"
                style={{
                  top: px(bar.startMinute),
                  height: `max(${px(bar.minutes)}, 3px)`,
                  left: `${(bar.column / bar.columns) * 100}%`,
                  width: `${100 / bar.columns}%`,
                  ...(bar.colour ? { borderLeftColor: bar.colour } : {}),
                }}
                title={`${bar.time} · ${bar.label} (${formatMinutes(bar.minutes)})${bar.laneName ? ` · ${bar.laneName}` : ''}`}
              >
                <span className={styles.barTime}>{bar.time}</span> <span className={styles.barLabel}>{bar.label}</span>
                {bar.laneName ? <span className="visually-hidden">, {bar.laneName}</span> : null}
                <span className="visually-hidden">, {formatMinutes(bar.minutes)}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </figure>
  );
}
