import { formatMinutes } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { VoteButtons } from '../../engage';
import { RichText } from '../../rich-text';
import { formatDay } from '../../../ui/format/date-formats';
import { VISIBILITY_NOTES, clockRange, goalLabel, phaseLabel, sportName } from '../format-plan';
import { voteOnPlan } from '../plan-api';
import { planKeys } from '../plan-queries';
import type { PlanDetail } from '@sideline/domain';
import viewCss from '../../../ui/entity-view.module.css';
import styles from './plan-view.module.css';

/** The plan's name, what kind of practice it is, its times (from plan.timing), votes and description. */
export function PlanViewHeader({ plan, signedIn }: { plan: PlanDetail; signedIn: boolean }) {
  const queryClient = useQueryClient();
  const { metadata, timing } = plan;
  const visibility = VISIBILITY_NOTES[metadata.visibility];
  const phase = phaseLabel(metadata.phaseOfSeason);
  const itemCount = timing.items.length;
  return (
    <header className={viewCss.header}>
      <div className={styles.headerText}>
        <h1 className={styles.title}>{metadata.name}</h1>
        <p className={viewCss.byline}>
          {plan.published ? <span className={styles.tagPublished}>Published</span> : null}
          <span className={styles.tag}>{sportName(metadata.sport)}</span>
          {visibility ? <span className={styles.tagMuted}>{visibility}</span> : null}
          <span className={styles.meta}>
            by {plan.ownerName} · updated {formatDay(plan.updatedAt)}
          </span>
        </p>
        <ul className={styles.facts} aria-label="Practice">
          <li data-testid="view-total">
            <strong>{formatMinutes(timing.totalMinutes)}</strong>
            {timing.startClock ? ` · ${clockRange(timing.startClock, timing.endClock)}` : ''}
            {timing.crossesMidnight ? ' (ends the next day)' : ''}
          </li>
          {timing.targetMinutes !== null ? <li>planned {formatMinutes(timing.targetMinutes)}</li> : null}
          <li>
            {plan.sections.length} {plan.sections.length === 1 ? 'section' : 'sections'}, {itemCount}{' '}
            {itemCount === 1 ? 'item' : 'items'}
          </li>
          {metadata.expectedParticipants ? <li>{metadata.expectedParticipants} participants</li> : null}
        </ul>
        {phase || metadata.practiceGoals.length > 0 ? (
          <ul className={styles.chips} aria-label="Phase and goals">
            {phase ? <li className={styles.phase}>{phase}</li> : null}
            {metadata.practiceGoals.map((goal) => (
              <li key={goal}>{goalLabel(goal)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <VoteButtons
        name={metadata.name}
        votes={plan.votes}
        myVote={plan.myVote}
        canVote={plan.can.engage}
        offerSignIn={!signedIn}
        vote={(value) => voteOnPlan(plan.id, value)}
        onVoted={(result) =>
          queryClient.setQueryData<PlanDetail>(planKeys.detail(plan.id), (current) =>
            current ? { ...current, ...result } : current,
          )
        }
      />
      {metadata.description ? <RichText html={metadata.description} className={styles.description} /> : null}
    </header>
  );
}
