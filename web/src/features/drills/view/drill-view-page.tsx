import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, type KeyboardEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { useSessionUser } from '../../../session/session';
import { DiagramView } from '../../canvas';
import { CommentsSection } from '../../engage';
import { useLiveChanges } from '../../../live/use-live-changes';
import { RichText } from '../../rich-text';
import { CartBar } from '../cart/cart-bar';
import { drillKeys, drillQuery } from '../drill-queries';
import type { DrillDetail } from '@sideline/domain';
import { DrillVoteButtons } from '../engage/drill-vote-buttons';
import { formatDay } from '../../../ui/format/date-formats';
import { sportName } from '../format-drill';
import { DrillActions } from './drill-actions';
import { DrillFacts } from './drill-facts';
import viewCss from '../../../ui/entity-view.module.css';
import styles from './drill-view.module.css';
import { HistoryPanel } from './history-panel';
import { VariationFamily } from './variation-family';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'history', label: 'History' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const VISIBILITY_NOTES = {
  public: null,
  unlisted: 'Unlisted: only people with the link',
  private: 'Private',
  team: 'Team only',
} as const;

/** `/drills/:id`: the whole drill, its family, votes and comments, and a History tab (`?tab=history`). */
export function DrillViewPage() {
  const loaded = useLoaderData<DrillDetail>();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const drill = useQuery({ ...drillQuery(loaded.id), initialData: loaded }).data;
  const [params, setParams] = useSearchParams();
  const tab: TabId = params.get('tab') === 'history' ? 'history' : 'overview';
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ overview: null, history: null });

  // Someone edited, voted on or commented on this drill: show it without a reload.
  useLiveChanges([`drill:${drill.id}`], () => {
    void queryClient.invalidateQueries({ queryKey: drillKeys.detail(drill.id) });
    void queryClient.invalidateQueries({ queryKey: drillKeys.comments(drill.id) });
    void queryClient.invalidateQueries({ queryKey: drillKeys.history(drill.id) });
  });

  const selectTab = (next: TabId) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'overview') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true, preventScrollReset: true });
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === tab);
    const nextIndex =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    const next = TABS[nextIndex]!.id;
    selectTab(next);
    tabRefs.current[next]?.focus();
  };

  const visibilityNote = VISIBILITY_NOTES[drill.visibility];
  return (
    <div className={styles.page}>
      <PageTitle title={drill.name} />
      <nav aria-label="Breadcrumb" className={viewCss.breadcrumb}>
        <Link to="/drills">Drills</Link>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{drill.name}</span>
      </nav>
      {drill.deleted ? (
        <div className={viewCss.deletedBanner} role="status">
          This drill was deleted. Only its owner and site admins can still see it
          {drill.can.restore ? ', and you can restore it.' : '.'}
        </div>
      ) : null}
      <header className={viewCss.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{drill.name}</h1>
          <p className={viewCss.byline}>
            <span className={styles.tag}>{sportName(drill.sport)}</span>
            {drill.variationOf ? <span className={styles.tagVariation}>Variation</span> : null}
            {visibilityNote ? <span className={styles.tagMuted}>{visibilityNote}</span> : null}
            <span className={styles.meta}>
              {drill.ownerName ? `by ${drill.ownerName} · ` : ''}updated {formatDay(drill.updatedAt)}
            </span>
          </p>
        </div>
        <DrillVoteButtons
          drillId={drill.id}
          drillName={drill.name}
          votes={drill.votes}
          myVote={drill.myVote}
          canVote={drill.can.engage && !drill.deleted}
          offerSignIn={!user}
        />
      </header>
      <DrillActions drill={drill} signedIn={user !== null} />

      <div role="tablist" aria-label="Drill" className={styles.tabs} onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(element) => {
              tabRefs.current[t.id] = element;
            }}
            type="button"
            role="tab"
            id={`drill-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`drill-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={viewCss.tab}
            onClick={() => selectTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>

      {tab === 'overview' ? (
        <div role="tabpanel" id="drill-panel-overview" aria-labelledby="drill-tab-overview" className={styles.overview}>
          <div className={styles.main}>
            <p className={viewCss.brief}>{drill.briefDescription}</p>
            {drill.detailedDescription ? (
              <RichText html={drill.detailedDescription} className={viewCss.description} />
            ) : null}
            {drill.videoUrl ? <DrillVideo drill={drill} /> : null}
            {drill.diagrams.length > 0 ? (
              <section aria-labelledby="diagrams-heading" className={styles.diagrams}>
                <h2 id="diagrams-heading" className={viewCss.panelTitle}>
                  Diagrams
                </h2>
                {drill.diagrams.map((diagram, index) => (
                  <figure key={diagram.id} className={styles.diagram}>
                    <DiagramView
                      diagram={diagram}
                      label={`Diagram ${index + 1}${diagram.title ? `: ${diagram.title}` : ''}`}
                    />
                    {diagram.title ? <figcaption>{diagram.title}</figcaption> : null}
                  </figure>
                ))}
              </section>
            ) : null}
            <CommentsSection
              subjectPath={`/api/drills/${encodeURIComponent(drill.id)}`}
              queryKey={drillKeys.comments(drill.id)}
              canComment={drill.can.engage && !drill.deleted}
              signedIn={user !== null}
            />
          </div>
          <aside className={styles.side} aria-label="Details">
            <DrillFacts drill={drill} />
            <VariationFamily drill={drill} signedIn={user !== null} />
          </aside>
        </div>
      ) : (
        <div role="tabpanel" id="drill-panel-history" aria-labelledby="drill-tab-history" className={viewCss.panel}>
          <HistoryPanel drill={drill} />
        </div>
      )}
      <CartBar />
    </div>
  );
}

function DrillVideo({ drill }: { drill: DrillDetail }) {
  return (
    <section aria-labelledby="video-heading">
      <h2 id="video-heading" className={viewCss.panelTitle}>
        Video
      </h2>
      {drill.videoEmbedUrl ? (
        <div className={styles.video}>
          <iframe
            src={drill.videoEmbedUrl}
            title={`Video: ${drill.name}`}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : null}
      <p className={styles.meta}>
        <a href={drill.videoUrl ?? undefined} target="_blank" rel="noopener noreferrer nofollow">
          {drill.videoEmbedUrl ? 'Open the video on its site' : drill.videoUrl}
        </a>
      </p>
    </section>
  );
}
