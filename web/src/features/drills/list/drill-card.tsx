import { Link } from 'react-router';
import { CartToggle } from '../cart/cart-toggle';
import type { DrillSummary } from '../drill-types';
import { DrillVoteButtons } from '../engage/drill-vote-buttons';
import { formatLength, playersLabel, sportName } from '../format-drill';
import styles from './drill-list.module.css';

const VISIBILITY_BADGES = { public: null, unlisted: 'Unlisted', private: 'Private', team: 'Team' } as const;

interface DrillCardProps {
  drill: DrillSummary;
  showSport: boolean;
  signedIn: boolean;
}

export function DrillCard({ drill, showSport, signedIn }: DrillCardProps) {
  const visibility = VISIBILITY_BADGES[drill.visibility];
  return (
    <article className={styles.card} aria-labelledby={`drill-${drill.id}`}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle} id={`drill-${drill.id}`}>
          <Link to={`/drills/${drill.id}`}>{drill.name}</Link>
        </h2>
        <div className={styles.cardTags}>
          {showSport ? <span className={styles.tag}>{sportName(drill.sport)}</span> : null}
          {drill.variationOf ? <span className={styles.tagVariation}>Variation</span> : null}
          {drill.variationCount > 0 ? (
            <span className={styles.tagVariation}>
              {drill.variationCount} {drill.variationCount === 1 ? 'variation' : 'variations'}
            </span>
          ) : null}
          {visibility ? <span className={styles.tagMuted}>{visibility}</span> : null}
        </div>
      </div>
      <p className={styles.cardBrief}>{drill.briefDescription}</p>
      <ul className={styles.facts} aria-label="Details">
        <li>{formatLength(drill.lengthMin, drill.lengthMax)}</li>
        <li>{playersLabel(drill.playersMin, drill.playersMax)}</li>
        {drill.complexity ? <li>{drill.complexity} complexity</li> : null}
        {drill.hasVideo ? <li>Video</li> : null}
        {drill.diagramCount > 0 ? <li>{drill.diagramCount === 1 ? '1 diagram' : `${drill.diagramCount} diagrams`}</li> : null}
      </ul>
      {drill.skillLevels.length > 0 ? (
        <ul className={styles.levels} aria-label="Skill levels">
          {drill.skillLevels.map((level) => (
            <li key={level}>{level}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.cardFoot}>
        <DrillVoteButtons
          drillId={drill.id}
          drillName={drill.name}
          votes={drill.votes}
          myVote={drill.myVote}
          canVote={signedIn}
        />
        <CartToggle drill={drill} size="small" />
      </div>
    </article>
  );
}

export function DrillCardSkeleton() {
  return (
    <div className={styles.cardSkeleton} aria-hidden="true">
      <span className={styles.skeletonLine} style={{ width: '60%', height: '1.3rem' }} />
      <span className={styles.skeletonLine} style={{ width: '95%' }} />
      <span className={styles.skeletonLine} style={{ width: '80%' }} />
      <span className={styles.skeletonLine} style={{ width: '45%' }} />
    </div>
  );
}
