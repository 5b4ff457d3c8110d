import { Link } from 'react-router';
import { FormationVoteButtons } from '../formation-vote-buttons';
import type { FormationSummary } from '@sideline/domain';
import { courtName, formationHref, formationTypeLabel, sportName } from '../format-formation';
import listCss from '../../../ui/list-page.module.css';
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
    <article className={listCss.card} aria-labelledby={titleId}>
      <div className={listCss.cardHead}>
        <h2 className={listCss.cardTitle} id={titleId}>
          <Link to={formationHref(formation.id)}>{formation.name}</Link>
        </h2>
        <div className={listCss.cardTags}>
          <span className={`${listCss.tagMuted} ${styles.typeBadge}`} data-type={formation.formationType}>
            {formationTypeLabel(formation.formationType)}
          </span>
          {showSport ? <span className={listCss.tag}>{sportName(formation.sport)}</span> : null}
          {visibility ? <span className={listCss.tagMuted}>{visibility}</span> : null}
        </div>
      </div>
      {formation.briefDescription ? <p className={listCss.cardBrief}>{formation.briefDescription}</p> : null}
      {formation.tags.length > 0 ? (
        <ul className={styles.tagList} aria-label="Tags">
          {formation.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      <ul className={listCss.facts} aria-label="Details">
        <li>by {formation.ownerName}</li>
        <li>{courtName(formation.sport, formation.courtTemplateId)}</li>
        {formation.usedInPlanCount > 0 ? (
          <li>{formation.usedInPlanCount === 1 ? 'in 1 plan' : `in ${formation.usedInPlanCount} plans`}</li>
        ) : null}
      </ul>
      <div className={listCss.cardFoot}>
        <FormationVoteButtons formation={formation} canVote={signedIn} />
      </div>
    </article>
  );
}

export function FormationCardSkeleton() {
  return (
    <div className={listCss.cardSkeleton} aria-hidden="true">
      <span className={listCss.skeletonLine} style={{ width: '60%', height: '1.3rem' }} />
      <span className={listCss.skeletonLine} style={{ width: '30%' }} />
      <span className={listCss.skeletonLine} style={{ width: '90%' }} />
      <span className={listCss.skeletonLine} style={{ width: '45%' }} />
    </div>
  );
}
