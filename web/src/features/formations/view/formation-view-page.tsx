import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { useSessionUser } from '../../../session/session';
import { VersionHistoryPanel } from '../../canvas';
import { CommentsSection } from '../../engage';
import { EntityHistory } from '../../history';
import { useLiveChanges } from '../../../live/use-live-changes';
import { RichText } from '../../rich-text';
import { FormationDiagram } from '../diagram/formation-diagram';
import { useFormationCollab } from '../diagram/use-formation-collab';
import { formationPath } from '../formation-api';
import { formationKeys, formationQuery } from '../formation-queries';
import type { FormationDetail } from '@sideline/domain';
import { FormationVoteButtons } from '../formation-vote-buttons';
import { formatDay } from '../../../ui/format/date-formats';
import { courtName, formationHref, formationTypeLabel, sportName } from '../format-formation';
import { FormationActions } from './formation-actions';
import { FormationTabs, tabPanelProps, useFormationTab } from './formation-tabs';
import viewCss from '../../../ui/entity-view.module.css';
import styles from './formation-view.module.css';

const VISIBILITY_NOTES = {
  public: null,
  unlisted: 'Unlisted: only people with the link',
  private: 'Private',
  team: 'Team only',
} as const;

/**
 * `/formations/:id`: the formation, its live diagram (watch only), votes and comments; History and Diagram versions
 * tabs.
 */
export function FormationViewPage() {
  const loaded = useLoaderData<FormationDetail>();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const formation = useQuery({ ...formationQuery(loaded.id), initialData: loaded }).data;
  const [tab, selectTab] = useFormationTab();
  const live = useFormationCollab(formation.documentName);

  // Someone edited, voted on or commented on this formation: show it without a reload.
  useLiveChanges([`formation:${formation.id}`], () => {
    void queryClient.invalidateQueries({ queryKey: formationKeys.detail(formation.id) });
    void queryClient.invalidateQueries({ queryKey: formationKeys.comments(formation.id) });
    void queryClient.invalidateQueries({ queryKey: formationKeys.history(formation.id) });
  });

  const visibilityNote = VISIBILITY_NOTES[formation.visibility];
  const canEngage = formation.can.engage && !formation.deleted;
  return (
    <div className={styles.page}>
      <PageTitle title={formation.name} />
      <nav aria-label="Breadcrumb" className={viewCss.breadcrumb}>
        <Link to="/formations">Formations</Link>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{formation.name}</span>
      </nav>
      {formation.deleted ? (
        <div className={viewCss.deletedBanner} role="status">
          This formation was deleted. Only its owner and site admins can still see it
          {formation.can.restore ? ', and you can restore it.' : '.'}
        </div>
      ) : null}
      <header className={viewCss.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{formation.name}</h1>
          <p className={viewCss.byline}>
            <span className={styles.typeBadge} data-type={formation.formationType}>
              {formationTypeLabel(formation.formationType)}
            </span>
            <span className={styles.badge}>{sportName(formation.sport)}</span>
            <span className={styles.badgeMuted}>{courtName(formation.sport, formation.courtTemplateId)}</span>
            {visibilityNote ? <span className={styles.badgeMuted}>{visibilityNote}</span> : null}
            <span className={styles.meta}>
              by {formation.ownerName} · updated {formatDay(formation.updatedAt)}
            </span>
          </p>
          {formation.tags.length > 0 ? (
            <ul className={styles.tagList} aria-label="Tags">
              {formation.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`/formations?tags=${encodeURIComponent(tag)}`}>{tag}</Link>
                </li>
              ))}
            </ul>
          ) : null}
          {formation.duplicatedFrom ? (
            <p className={styles.meta}>
              A copy of <Link to={formationHref(formation.duplicatedFrom.id)}>{formation.duplicatedFrom.name}</Link>
            </p>
          ) : null}
        </div>
        <FormationVoteButtons formation={formation} canVote={canEngage} offerSignIn={!user} />
      </header>
      <FormationActions formation={formation} />

      <FormationTabs tab={tab} onSelect={selectTab} />

      {tab === 'overview' ? (
        <div {...tabPanelProps('overview')} className={styles.overview}>
          {formation.briefDescription ? <p className={viewCss.brief}>{formation.briefDescription}</p> : null}
          {formation.detailedDescription ? (
            <RichText html={formation.detailedDescription} className={viewCss.description} />
          ) : null}
          <FormationDiagram
            live={live}
            formation={formation}
            watchOnly
            heading={<h2 className={viewCss.panelTitle}>Diagram</h2>}
            note={
              formation.can.edit
                ? 'A live view: changes made on the edit page appear here as they happen.'
                : 'A live view: changes by its editors appear here as they happen.'
            }
          />
          <CommentsSection
            subjectPath={formationPath(formation.id)}
            queryKey={formationKeys.comments(formation.id)}
            canComment={canEngage}
            signedIn={user !== null}
          />
        </div>
      ) : null}
      {tab === 'history' ? (
        <div {...tabPanelProps('history')} className={viewCss.panel}>
          <EntityHistory
            entityType="formation"
            entityId={formation.id}
            onRestored={() => void queryClient.invalidateQueries({ queryKey: formationKeys.detail(formation.id) })}
          />
        </div>
      ) : null}
      {tab === 'versions' ? (
        <div {...tabPanelProps('versions')} className={viewCss.panel}>
          <VersionHistoryPanel
            basePath={formationPath(formation.id)}
            noun="diagram"
            heading="Diagram versions"
            canRestore={formation.can.edit && !formation.deleted}
            storedVersion={live.collab?.state.storedVersion ?? null}
          />
        </div>
      ) : null}
    </div>
  );
}
