import { formatMinutes } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { VoteButtons } from '../../engage';
import { VISIBILITY_NOTES, goalLabel, phaseLabel, sportName } from '../format-plan';
import { voteOnPlan } from '../plan-api';
import { planKeys } from '../plan-queries';
import type { PlanListPage, PlanSummary } from '@sideline/domain';
import listCss from '../../../ui/list-page.module.css';
import styles from './plan-card.module.css';
import { formatClock, formatDayWithWeekday } from '../../../ui/format/date-formats';

interface PlanCardProps {
  plan: PlanSummary;
  showSport: boolean;
  signedIn: boolean;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** A practice's day as the calendar has it (a date without a zone: read at noon UTC so no zone moves it). */

export function PlanCard({ plan, showSport, signedIn }: PlanCardProps) {
  const queryClient = useQueryClient();
  const visibility = VISIBILITY_NOTES[plan.visibility];
  const phase = phaseLabel(plan.phaseOfSeason);
  return (
    <article className={listCss.card} aria-labelledby={`plan-${plan.id}`} data-testid="plan-card">
      <div className={listCss.cardHead}>
        <h2 className={listCss.cardTitle} id={`plan-${plan.id}`}>
          <Link to={`/practice-plans/${plan.id}`}>{plan.name}</Link>
        </h2>
        <div className={listCss.cardTags}>
          {plan.scheduledDate ? (
            <span className={styles.tagDate}>
              <time dateTime={plan.scheduledDate}>{formatDayWithWeekday(plan.scheduledDate)}</time>
            </span>
          ) : null}
          {plan.published ? <span className={styles.tagPublished}>Published</span> : null}
          {showSport ? <span className={listCss.tag}>{sportName(plan.sport)}</span> : null}
          {visibility ? <span className={listCss.tagMuted}>{visibility}</span> : null}
        </div>
      </div>
      {plan.descriptionPlain ? <p className={listCss.cardBrief}>{plan.descriptionPlain}</p> : null}
      <ul className={listCss.facts} aria-label="Details">
        <li>
          <strong>{formatMinutes(plan.totalMinutes)}</strong>
          {plan.startTime ? ` from ${formatClock(plan.startTime)}` : ''}
        </li>
        <li>{count(plan.sectionCount, 'section', 'sections')}</li>
        <li>{count(plan.drillCount, 'drill', 'drills')}</li>
        {plan.expectedParticipants ? <li>{count(plan.expectedParticipants, 'participant', 'participants')}</li> : null}
      </ul>
      {phase || plan.practiceGoals.length > 0 ? (
        <ul className={`${listCss.pills} ${styles.goals}`} aria-label="Phase and goals">
          {phase ? <li className={styles.phase}>{phase}</li> : null}
          {plan.practiceGoals.map((goal) => (
            <li key={goal}>{goalLabel(goal)}</li>
          ))}
        </ul>
      ) : null}
      <div className={listCss.cardFoot}>
        <span className={styles.owner}>by {plan.ownerName}</span>
        <VoteButtons
          name={plan.name}
          votes={plan.votes}
          myVote={plan.myVote}
          canVote={signedIn && !plan.deleted}
          vote={(value) => voteOnPlan(plan.id, value)}
          onVoted={(result) =>
            queryClient.setQueriesData<PlanListPage>({ queryKey: planKeys.lists() }, (page) =>
              page
                ? { ...page, items: page.items.map((item) => (item.id === plan.id ? { ...item, ...result } : item)) }
                : page,
            )
          }
        />
      </div>
    </article>
  );
}

export function PlanCardSkeleton() {
  return (
    <div className={listCss.cardSkeleton} aria-hidden="true">
      <span className={listCss.skeletonLine} style={{ width: '60%', height: '1.3rem' }} />
      <span className={listCss.skeletonLine} style={{ width: '95%' }} />
      <span className={listCss.skeletonLine} style={{ width: '45%' }} />
    </div>
  );
}
