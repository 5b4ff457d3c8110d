import { formatMinutes, type BlockTiming, type ItemTiming, type SectionTiming } from '@sideline/domain';
import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import {
  LiveFieldRegistryContext,
  useLiveFieldRegistry,
  type LiveFieldCounts,
} from '../../../ui/live-field/live-field-registry';
import { PageTitle } from '../../../ui/page-title';
import { useSessionUser } from '../../../session/session';
import { useLiveChanges } from '../../../live/use-live-changes';
import { clockRange } from '../format-plan';
import { planKeys, planQuery } from '../plan-queries';
import { fetchPlan } from '../plan-api';
import { AccessLost, useAccessLost } from '../../teams';
import type { PlanDetail } from '@sideline/domain';
import { AddSectionForm } from './add-section-form';
import { PlanEditorContext, type AddTarget, type PlanEditorValue } from './editor-context';
import styles from './editor.module.css';
import { MetadataPanel } from './metadata-panel';
import { PlanPresenceList } from './plan-presence-list';
import { othersEditing, soleCoEditor } from './presence-editing';
import { SaveIndicator } from './save-indicator';
import { SectionBoard } from './section-board';
import { UndoRedoBar } from './undo-redo-bar';
import { useEditingWatch } from './use-editing-watch';
import { usePlanCommands } from './use-plan-commands';
import { usePlanPresence } from './use-plan-presence';

/** An answer older than what is shown (a fetch that started before my last command) never replaces it. */
const keepNewest = (old: unknown, next: unknown) => {
  const previous = old as PlanDetail | undefined;
  const incoming = next as PlanDetail | undefined;
  return previous && incoming && incoming.version < previous.version ? previous : replaceEqualDeep(old, next);
};

const byId = <T, K extends keyof T>(list: readonly T[], key: K) =>
  new Map(list.map((entry) => [entry[key] as string, entry]));

/**
 * `/practice-plans/:id/edit`: the live editor. Every change is a command; co-editors' changes arrive within a second.
 * Removed from the plan's team (or no longer allowed to edit it), the editor closes at once.
 */
export function PlanEditorPage() {
  const loaded = useLoaderData<PlanDetail>();
  const lost = useAccessLost(() => fetchPlan(loaded.id).then((plan) => plan.can.edit));
  // What the live fields hold unsaved or waiting for a choice: the save status says "All changes saved" only then.
  const liveFields = useLiveFieldRegistry();
  if (lost) return <AccessLost what="plan" backTo={{ href: '/practice-plans', label: 'Back to the practice plans' }} />;
  return (
    <LiveFieldRegistryContext.Provider value={liveFields.registry}>
      <PlanEditor loaded={loaded} fieldCounts={liveFields.counts} />
    </LiveFieldRegistryContext.Provider>
  );
}

function PlanEditor({ loaded, fieldCounts }: { loaded: PlanDetail; fieldCounts: LiveFieldCounts }) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const plan = useQuery({ ...planQuery(loaded.id), initialData: loaded, structuralSharing: keepNewest }).data;
  const commands = usePlanCommands(plan.id);
  const presence = usePlanPresence(plan.documentName, { id: user?.id ?? null, name: user?.displayName ?? 'Coach' });
  const { focusItem, blurItem, setDirty } = useEditingWatch(plan, presence.setEditing, commands.setNotice);
  const [addTarget, setAddTarget] = useState<AddTarget | null>(null);

  // A co-editor changed the plan (or its votes, comments): fetch it; what is being typed here stays.
  useLiveChanges([`plan:${plan.id}`], () => void queryClient.invalidateQueries({ queryKey: planKeys.detail(plan.id) }));

  const others = useMemo(() => othersEditing(presence.participants), [presence.participants]);
  const coEditor = useMemo(
    () => soleCoEditor(presence.participants, user?.id ?? null),
    [presence.participants, user?.id],
  );
  const value = useMemo<PlanEditorValue>(
    () => ({
      plan,
      itemTiming: byId<ItemTiming, 'itemId'>(plan.timing.items, 'itemId'),
      sectionTiming: byId<SectionTiming, 'sectionId'>(plan.timing.sections, 'sectionId'),
      blockTiming: byId<BlockTiming, 'blockId'>(plan.timing.blocks, 'blockId'),
      commands,
      coEditor,
      othersOn: (itemId) => others.get(itemId) ?? [],
      focusItem,
      blurItem,
      setDirty,
      addTarget,
      setAddTarget,
    }),
    [plan, commands, coEditor, others, focusItem, blurItem, setDirty, addTarget],
  );

  const { timing } = plan;
  const clock = clockRange(timing.startClock, timing.endClock);
  return (
    <PlanEditorContext.Provider value={value}>
      <div className={styles.page}>
        <PageTitle title={`Editing ${plan.metadata.name}`} />
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <Link to="/practice-plans">Practice plans</Link>
          <span aria-hidden="true"> › </span>
          <Link to={`/practice-plans/${plan.id}`}>{plan.metadata.name}</Link>
          <span aria-hidden="true"> › </span>
          <span aria-current="page">Edit</span>
        </nav>
        <div className={styles.toolbar}>
          <div className={styles.titleBlock}>
            <h1 className={styles.title}>{plan.metadata.name}</h1>
            <p className={styles.totals} data-testid="plan-total">
              <strong>{formatMinutes(timing.totalMinutes)}</strong>
              {clock ? ` · ${clock}` : ''}
              {timing.crossesMidnight ? ' (ends the next day)' : ''}
              {timing.targetMinutes !== null ? ` · planned ${formatMinutes(timing.targetMinutes)}` : ''}
            </p>
          </div>
          <div className={styles.toolbarActions}>
            <SaveIndicator status={commands.status} fields={fieldCounts} />
            <UndoRedoBar undo={plan.undo} commands={commands} />
            <Link to={`/practice-plans/${plan.id}`} className="button button--ghost">
              View plan
            </Link>
          </div>
        </div>
        <PlanPresenceList participants={presence.participants} plan={plan} />
        {presence.connection}
        {commands.notice ? (
          <div className={styles.notice} role="alert" data-testid="editor-notice">
            <p>{commands.notice} The plan now shows the latest version.</p>
            <button type="button" className="button button--ghost" onClick={() => commands.setNotice(null)}>
              Dismiss
            </button>
          </div>
        ) : null}
        {!plan.can.edit ? (
          <div className={styles.notice} role="alert">
            <p>
              {plan.deleted ? 'This plan was deleted.' : 'You can no longer edit this plan: its owner changed who may.'}
            </p>
            <Link to={`/practice-plans/${plan.id}`} className="button button--secondary">
              Go to the plan
            </Link>
          </div>
        ) : null}
        <MetadataPanel />
        <SectionBoard />
        <AddSectionForm />
      </div>
    </PlanEditorContext.Provider>
  );
}
