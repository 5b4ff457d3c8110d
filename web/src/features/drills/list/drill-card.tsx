import { Link } from 'react-router';
import { CartToggle } from '../cart/cart-toggle';
import type { DrillSummary } from '@sideline/domain';
import { DrillVoteButtons } from '../engage/drill-vote-buttons';
import { formatLength, playersLabel, sportName } from '../format-drill';
import listCss from '../../../ui/list-page.module.css';
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
    <article className={listCss.card} aria-labelledby={`drill-${drill.id}`}>
      <div className={listCss.cardHead}>
        <h2 className={listCss.cardTitle} id={`drill-${drill.id}`}>
          <Link to={`/drills/${drill.id}`}>{drill.name}</Link>
        </h2>
        <div className={listCss.cardTags}>
          {showSport ? <span className={listCss.tag}>{sportName(drill.sport)}</span> : null}
          {drill.variationOf ? <span className={styles.tagVariation}>Variation</span> : null}
          {drill.variationCount > 0 ? (
            <span className={styles.tagVariation}>
              {drill.variationCount} {drill.variationCount === 1 ? 'variation' : 'variations'}
            </span>
          ) : null}
          {visibility ? <span className={listCss.tagMuted}>{visibility}</span> : null}
        </div>
      </div>
      <p className={listCss.cardBrief}>{drill.briefDescription}</p>
      <ul className={listCss.facts} aria-label="Details">
        <li>{formatLength(drill.lengthMin, drill.lengthMax)}</li>
        <li>{playersLabel(drill.playersMin, drill.playersMax)}</li>
        {drill.complexity ? <li>{drill.complexity} complexity</li> : null}
        {drill.hasVideo ? <li>Video</li> : null}
        {drill.diagramCount > 0 ? (
          <li>{drill.diagramCount === 1 ? '1 diagram' : `${drill.diagramCount} diagrams`}</li>
        ) : null}
      </ul>
      {drill.skillLevels.length > 0 ? (
        <ul className={listCss.pills} aria-label="Skill levels">
          {drill.skillLevels.map((level) => (
            <li key={level}>{level}</li>
          ))}
        </ul>
      ) : null}
      <div className={listCss.cardFoot}>
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
    <div className={listCss.cardSkeleton} aria-hidden="true">
      <span className={listCss.skeletonLine} style={{ width: '60%', height: '1.3rem' }} />
      <span className={listCss.skeletonLine} style={{ width: '95%' }} />
      <span className={listCss.skeletonLine} style={{ width: '80%' }} />
      <span className={listCss.skeletonLine} style={{ width: '45%' }} />
    </div>
  );
}
