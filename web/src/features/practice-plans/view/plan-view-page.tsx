import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { useSessionUser } from '../../../session/session';
import { CommentsSection } from '../../engage';
import { SeasonPracticePanels } from '../../season-planning';
import { useLiveChanges } from '../../../live/use-live-changes';
import { planPath } from '../plan-api';
import { planKeys, planQuery } from '../plan-queries';
import type { PlanDetail } from '@sideline/domain';
import { GroupFilter } from './group-filter';
import { PlanActions } from './plan-actions';
import { PlanHistoryPanel } from './plan-history-panel';
import { ItemAuthorsProvider } from './item-attribution';
import { PlanTimeline } from './plan-timeline';
import { PlanViewHeader } from './plan-view-header';
import viewCss from '../../../ui/entity-view.module.css';
import styles from './plan-view.module.css';
import { knownGroup, positionGroups, sectionsForGroup } from './position-groups';
import { PrintLayout } from './print-layout';
import { SectionView } from './section-view';

const TABS = [
  { id: 'overview', label: 'Plan' },
  { id: 'history', label: 'History' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * `/practice-plans/:id`: the plan to run (`?group=` shows one position group), print it, vote, discuss; `?tab=history`.
 */
export function PlanViewPage() {
  const loaded = useLoaderData<PlanDetail>();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const plan = useQuery({ ...planQuery(loaded.id), initialData: loaded }).data;
  const [params, setParams] = useSearchParams();
  const [perGroupPrint, setPerGroupPrint] = useState(false);
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  // The History tab is there only when the server says this viewer may read it (a team member may not).
  const tabs = TABS.filter((t) => t.id !== 'history' || plan.can.readHistory);
  const tab: TabId = params.get('tab') === 'history' && plan.can.readHistory ? 'history' : 'overview';
  const groups = useMemo(() => positionGroups(plan.sections), [plan.sections]);
  const group = knownGroup(plan.sections, params.get('group'));
  const sections = useMemo(() => sectionsForGroup(plan.sections, group?.key ?? null), [plan.sections, group?.key]);
  const itemTiming = useMemo(() => new Map(plan.timing.items.map((t) => [t.itemId, t])), [plan.timing]);

  // Someone changed the plan, voted or commented: show it without a reload.
  useLiveChanges([`plan:${plan.id}`], () => {
    void queryClient.invalidateQueries({ queryKey: planKeys.detail(plan.id) });
    void queryClient.invalidateQueries({ queryKey: planKeys.comments(plan.id) });
    void queryClient.invalidateQueries({ queryKey: planKeys.history(plan.id) });
  });

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = tabs[(tabs.findIndex((t) => t.id === tab) + 1) % tabs.length]!.id;
    setParam('tab', next === 'overview' ? null : next);
    tabRefs.current[next]?.focus();
  };
  const goToSection = (sectionId: string) => {
    const card = document.getElementById(`section-${sectionId}`);
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    card?.focus({ preventScroll: true });
  };

  return (
    <>
      <div className={styles.page}>
        <PageTitle title={plan.metadata.name} />
        <nav aria-label="Breadcrumb" className={viewCss.breadcrumb}>
          <Link to="/practice-plans">Practice plans</Link>
          <span aria-hidden="true"> › </span>
          <span aria-current="page">{plan.metadata.name}</span>
        </nav>
        {plan.deleted ? (
          <div className={viewCss.deletedBanner} role="status">
            This plan was deleted. {plan.can.restore ? 'You can restore it.' : ''}
          </div>
        ) : null}
        <PlanViewHeader plan={plan} signedIn={user !== null} />
        <div className={styles.actionRow}>
          <PlanActions plan={plan} />
          <div className={styles.printControls}>
            {groups.length > 0 ? (
              <label className={styles.checkRow}>
                <input
                  type="checkbox"
                  checked={perGroupPrint}
                  onChange={(event) => setPerGroupPrint(event.target.checked)}
                />
                One page per position group
              </label>
            ) : null}
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              Print
            </button>
          </div>
        </div>

        <div role="tablist" aria-label="Plan" className={styles.tabs} onKeyDown={onTabKey}>
          {tabs.map((t) => (
            <button
              key={t.id}
              ref={(element) => {
                tabRefs.current[t.id] = element;
              }}
              type="button"
              role="tab"
              id={`plan-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`plan-panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              className={styles.tab}
              onClick={() => setParam('tab', t.id === 'overview' ? null : t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>

        {tab === 'overview' ? (
          <div role="tabpanel" id="plan-panel-overview" aria-labelledby="plan-tab-overview">
            <GroupFilter groups={groups} value={group} onChange={(key) => setParam('group', key)} />
            {group ? (
              <p className={styles.filterNote} role="status">
                Showing what {group.name} do: their own lanes and everything the whole team does together.
              </p>
            ) : null}
            <div className={styles.overview}>
              <aside className={styles.timelineSlot} aria-label="Timeline">
                <PlanTimeline sections={sections} timing={plan.timing} drills={plan.drills} onSection={goToSection} />
              </aside>
              <div className={styles.sections}>
                <ItemAuthorsProvider planId={plan.id} enabled={plan.can.edit}>
                  {sections.map((section) => (
                    <SectionView
                      key={section.id}
                      section={section}
                      timing={plan.timing}
                      itemTiming={itemTiming}
                      drills={plan.drills}
                    />
                  ))}
                </ItemAuthorsProvider>
                {sections.length === 0 ? <p className={styles.meta}>This plan has no sections yet.</p> : null}
              </div>
            </div>
            {plan.metadata.teamId && plan.metadata.scheduledDate ? (
              <SeasonPracticePanels planId={plan.id} planVersion={plan.version} canEdit={plan.can.edit} />
            ) : null}
            <CommentsSection
              subjectPath={planPath(plan.id)}
              queryKey={planKeys.comments(plan.id)}
              canComment={plan.can.engage}
              signedIn={user !== null}
            />
          </div>
        ) : (
          <div role="tabpanel" id="plan-panel-history" aria-labelledby="plan-tab-history" className={styles.panel}>
            <PlanHistoryPanel planId={plan.id} />
          </div>
        )}
      </div>
      <PrintLayout plan={plan} perGroup={perGroupPrint} group={group} />
    </>
  );
}
