import type { SeasonTimeline } from '@sideline/domain';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { MarkerIcon } from './marker-icon';
import { daysOf, dayIndex, monthsOf, packLanes, todayIn } from './season-layout';
import styles from './season-timeline.module.css';
import { formatClock, formatDayRange, formatDayWithWeekday } from '../../ui/format/date-formats';

export const ZOOM_LEVELS = [6, 12, 20, 32, 48] as const;

interface SeasonTimelineViewProps {
  timeline: Pick<SeasonTimeline, 'season' | 'team' | 'sections' | 'markers' | 'practices'>;
  /** pixels per day */
  dayWidth: number;
  /** clicking a day (null: days are not buttons) */
  onDay?: ((date: string) => void) | null;
  /** what clicking a day does, for its label */
  dayAction?: (date: string) => string | null;
}

/**
 * The season overview: a day strip over the whole season with months, weekends and today; sections as coloured lanes
 * (overlapping ones stack); markers as flags; practices as bars (draft or published). Scrolls sideways; zoomable.
 */
export function SeasonTimelineView({ timeline, dayWidth, onDay = null, dayAction }: SeasonTimelineViewProps) {
  const { season, team } = timeline;
  const days = useMemo(() => daysOf(season.startDate, season.endDate), [season.startDate, season.endDate]);
  const months = useMemo(() => monthsOf(days), [days]);
  const lanes = useMemo(() => packLanes(timeline.sections), [timeline.sections]);
  const today = todayIn(team.timeZone);
  const todayAt = today >= season.startDate && today <= season.endDate ? dayIndex(season.startDate, today) : null;
  const x = (date: string) => Math.max(0, dayIndex(season.startDate, date)) * dayWidth;
  const span = (start: string, end: string): CSSProperties => ({
    left: x(start),
    width: Math.max(
      dayWidth,
      (Math.min(dayIndex(season.startDate, end), days.length - 1) -
        Math.max(0, dayIndex(season.startDate, start)) +
        1) *
        dayWidth,
    ),
  });
  const showNumbers = dayWidth >= 16;
  const scroller = useRef<HTMLDivElement>(null);
  // Opens on today (a week before it in view), and keeps today in view when zooming.
  useEffect(() => {
    if (scroller.current && todayAt !== null) scroller.current.scrollLeft = Math.max(0, (todayAt - 7) * dayWidth);
  }, [todayAt, dayWidth]);
  const width = days.length * dayWidth;

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      tabIndex={0}
      role="region"
      aria-label={`Timeline of ${season.name}, ${formatDayRange(season.startDate, season.endDate)}`}
    >
      <div className={styles.canvas} style={{ width, '--day': `${dayWidth}px` } as CSSProperties}>
        <div className={styles.backdrop} aria-hidden="true">
          {days
            .filter((d) => d.weekday === 0 || d.weekday === 6)
            .map((d) => (
              <span key={d.date} className={styles.weekend} style={{ left: d.index * dayWidth, width: dayWidth }} />
            ))}
          {todayAt !== null ? (
            <span className={styles.todayLine} style={{ left: todayAt * dayWidth + dayWidth / 2 }} />
          ) : null}
        </div>
        <div className={styles.months} aria-hidden="true">
          {months.map((m) => (
            <span
              key={m.key}
              className={styles.month}
              style={{ left: m.firstIndex * dayWidth, width: m.days * dayWidth }}
            >
              {m.days * dayWidth >= 40 ? m.label : ''}
            </span>
          ))}
        </div>
        <div className={styles.days}>
          {days.map((d) => {
            const action = dayAction?.(d.date) ?? null;
            const className = [
              styles.day,
              d.weekday === 0 || d.weekday === 6 ? styles.weekendDay : '',
              d.index === todayAt ? styles.today : '',
            ].join(' ');
            const label = `${formatDayWithWeekday(d.date)}${d.index === todayAt ? ' (today)' : ''}${action ? `: ${action}` : ''}`;
            return onDay && action ? (
              <button
                key={d.date}
                type="button"
                className={className}
                style={{ left: d.index * dayWidth, width: dayWidth }}
                aria-label={label}
                title={label}
                onClick={() => onDay(d.date)}
              >
                {showNumbers ? d.dayOfMonth : ''}
              </button>
            ) : (
              <span
                key={d.date}
                className={className}
                style={{ left: d.index * dayWidth, width: dayWidth }}
                title={label}
                aria-hidden="true"
              >
                {showNumbers ? d.dayOfMonth : ''}
              </span>
            );
          })}
        </div>
        <div className={styles.lanes} role="list" aria-label="Sections">
          {lanes.map((lane, i) => (
            <div key={i} className={styles.lane}>
              {lane.map((s) => (
                <span
                  key={s.id}
                  role="listitem"
                  className={styles.section}
                  style={{ ...span(s.startDate, s.endDate), background: s.colour }}
                  title={`${s.name}: ${formatDayRange(s.startDate, s.endDate)}${s.notes ? `\n${s.notes}` : ''}`}
                >
                  <span className={styles.sectionName}>{s.name}</span>
                </span>
              ))}
            </div>
          ))}
        </div>
        <div className={styles.markers} role="list" aria-label="Markers">
          {timeline.markers.map((m) => (
            <span
              key={m.id}
              role="listitem"
              className={styles.marker}
              style={{ ...span(m.startDate, m.endDate), borderColor: m.colour }}
              title={`${m.title} (${formatDayRange(m.startDate, m.endDate)}${m.time ? ` at ${formatClock(m.time)}` : ''})`}
            >
              <MarkerIcon type={m.type} />
              <span className={styles.markerTitle}>{m.title}</span>
            </span>
          ))}
        </div>
        <div className={styles.practices} role="list" aria-label="Practices">
          {timeline.practices.map((p) => (
            <span
              key={p.planId}
              role="listitem"
              className={p.published ? styles.published : styles.draft}
              style={{ left: x(p.date), width: dayWidth }}
              title={`${p.name}, ${formatDayWithWeekday(p.date)} at ${formatClock(p.startTime)} (${p.published ? 'published' : 'draft'})`}
            >
              <span className="visually-hidden">{`${p.name}, ${formatDayWithWeekday(p.date)} at ${formatClock(p.startTime)}, ${p.published ? 'published' : 'draft'}`}</span>
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/** What the colours and shapes mean. */
export function TimelineLegend() {
  return (
    <ul className={styles.legend} aria-label="Legend">
      <li>
        <span className={`${styles.swatch} ${styles.published}`} /> published practice
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.draft}`} /> draft practice
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.weekendSwatch}`} /> weekend
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.todaySwatch}`} /> today
      </li>
    </ul>
  );
}
