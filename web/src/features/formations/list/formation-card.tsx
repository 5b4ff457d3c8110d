import { Link } from 'react-router';
import { FormationVoteButtons } from '../formation-vote-buttons';
import type { FormationSummary } from '../formation-types';
import { courtName, formationHref, formationTypeLabel, sportName } from '../format-formation';
import styles from './formation-list.module.css';

const VISIBILITY_BADGES = { public: null, unlisted: 'Unlisted', private: 'Private', team: 'Team' } as const;

interface FormationCardProps {
  formation: FormationSummary;
  showSport: boolean;
  signedIn: boolean;
}

export function FormationCard({ formation, showSport, signedIn }: FormationCardProps) {
  const visibility = VISIBILITY_BADGES[formation.visibility];
  const titleId = `formation-${formation.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle} id={titleId}>
          <Link to={formationHref(formation.id)}>{formation.name}</Link>
        </h2>
        <div className={styles.badges}>
          <span className={styles.typeBadge} data-type={formation.formationType}>
            {formationTypeLabel(formation.formationType)}
          </span>
          {showSport ? <span className={styles.badge}>{sportName(formation.sport)}</span> : null}
          {visibility ? <span className={styles.badgeMuted}>{visibility}</span> : null}
        </div>
      </div>
      {formation.briefDescription ? <p className={styles.cardBrief}>{formation.briefDescription}</p> : null}
      {formation.tags.length > 0 ? (
        <ul className={styles.tagList} aria-label="Tags">
          {formation.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.facts} aria-label="Details">
        <li>by {formation.ownerName}</li>
        <li>{courtName(formation.sport, formation.courtTemplateId)}</li>
        {formation.usedInPlanCount > 0 ? <li>{formation.usedInPlanCount === 1 ? 'in 1 plan' : `in ${formation.usedInPlanCount} plans`}</li> : null}
      </ul>
      <div className={styles.cardFoot}>
        <FormationVoteButtons formation={formation} canVote={signedIn} />
      </div>
    </article>
  );
}

export function FormationCardSkeleton() {
  return (
    <div className={styles.cardSkeleton} aria-hidden="true">
      <span className={styles.skeletonLine} style={{ width: '60%', height: '1.3rem' }} />
      <span className={styles.skeletonLine} style={{ width: '30%' }} />
      <span className={styles.skeletonLine} style={{ width: '90%' }} />
      <span className={styles.skeletonLine} style={{ width: '45%' }} />
    </div>
  );
}
