import { formatMinutes } from '@sideline/domain';
import { clockRange, goalLabel, phaseLabel, sportName } from '../format-plan';
import type { PlanDetail } from '@sideline/domain';
import type { PositionGroup } from './position-groups';
import { printPages } from './print-pages';
import styles from './print.module.css';

interface PrintLayoutProps {
  plan: PlanDetail;
  perGroup: boolean;
  group: PositionGroup | null;
}

/**
 * What goes on paper (hidden on screen): compact sheets with clock times, one per position group on request, each on
 * its own page. The screen's page is hidden when printing (print.module.css).
 */
export function PrintLayout({ plan, perGroup, group }: PrintLayoutProps) {
  const pages = printPages(plan.sections, plan.timing, plan.drills, { perGroup, group });
  const { metadata, timing } = plan;
  const facts = [
    sportName(metadata.sport),
    clockRange(timing.startClock, timing.endClock),
    formatMinutes(timing.totalMinutes),
    metadata.expectedParticipants ? `${metadata.expectedParticipants} participants` : null,
    phaseLabel(metadata.phaseOfSeason),
    metadata.practiceGoals.map(goalLabel).join(', ') || null,
  ].filter(Boolean);
  return (
    <div className={styles.printRoot} data-testid="print-layout">
      {pages.map((page) => (
        <article
          key={page.key}
          className={styles.sheet}
          data-testid="print-page"
          aria-label={`Printed page: ${page.title}`}
        >
          <header className={styles.sheetHead}>
            <h2 className={styles.sheetTitle}>{metadata.name}</h2>
            <p className={styles.sheetGroup} style={page.colour ? { borderColor: page.colour } : undefined}>
              {page.title}
            </p>
            <p className={styles.sheetFacts}>{facts.join(' · ')}</p>
          </header>
          {page.sections.map((section) => (
            <section key={section.id} className={styles.sheetSection}>
              <h3 className={styles.sheetSectionTitle}>
                {section.name}{' '}
                <span className={styles.sheetTime}>
                  {section.time} · {section.minutes}
                </span>
              </h3>
              {section.goals.length > 0 ? <p className={styles.sheetGoals}>Goals: {section.goals.join('; ')}</p> : null}
              {section.rows.length > 0 ? (
                <table className={styles.sheetTable}>
                  <thead>
                    <tr>
                      <th scope="col">Time</th>
                      <th scope="col">Length</th>
                      <th scope="col">What</th>
                      <th scope="col">Notes</th>
                    </tr>
                  </thead>
                  <tbody>
                    {section.rows.map((row) => (
                      <tr key={row.itemId}>
                        <td className={styles.num}>{row.time}</td>
                        <td className={styles.num}>{row.minutes}</td>
                        <td>
                          {row.name}
                          {row.lane && page.key === 'all' ? (
                            <span className={styles.lane} style={row.colour ? { borderColor: row.colour } : undefined}>
                              {row.lane}
                            </span>
                          ) : null}
                        </td>
                        <td>{row.notes}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </section>
          ))}
        </article>
      ))}
    </div>
  );
}
