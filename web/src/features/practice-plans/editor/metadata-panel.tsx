import { formatMinutes } from '@sideline/domain';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { LiveFieldConflict, updatedMark } from '../../../ui/live-field/live-field-conflict';
import { useLiveForm } from '../../../ui/live-field/use-live-form';
import type { DraftErrors } from '../create/new-plan-body';
import { phaseLabel, sportName } from '../format-plan';
import { formatClock } from '../../../ui/format/date-formats';
import { DRAFT_FIELDS, draftOf, patchFor, type DraftField, type MetadataDraft } from '../metadata/metadata-draft';
import { incomingText } from '../metadata/metadata-incoming';
import { usePlanEditor } from './editor-context';
import styles from './editor.module.css';

/** The fields load when the panel is first opened: a closed panel costs the editor's first view nothing. */
const PlanMetadataFields = lazy(async () => ({
  default: (await import('../metadata/plan-metadata-fields')).PlanMetadataFields,
}));

/**
 * The plan's details as live fields (see ui/live-field), each saved on its own (SetPlanMetadata) when it is done: text
 * fields when they lose focus, choices at once, and only when changed here. A co-editor's change shows in every field
 * not changed here; beside a field being changed here it waits for the coach's choice.
 */
export function MetadataPanel() {
  const { plan, commands, coEditor } = usePlanEditor();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  const stored = useMemo(() => draftOf(plan.metadata), [plan.metadata]);
  const form = useLiveForm<MetadataDraft>(stored, { author: coEditor });
  const draft = form.values;
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saved, setSaved] = useState(false);
  const clearError = (field: DraftField) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const onChange = (next: MetadataDraft) => {
    for (const field of DRAFT_FIELDS)
      if (JSON.stringify(next[field]) !== JSON.stringify(draft[field])) form.edit(field, next[field]);
    setSaved(false);
  };
  const send = <K extends DraftField>(field: K, value: MetadataDraft[K]) => {
    const patch = patchFor({ ...draft, [field]: value }, field);
    if (!patch.ok) return setErrors((all) => ({ ...all, [field]: patch.message }));
    void commands.send({ type: 'SetPlanMetadata', changes: patch.changes }, `metadata:${field}`, {
      onInvalid: (message) => setErrors((all) => ({ ...all, [field]: message })),
      onDone: () => {
        form.saved(field, value);
        clearError(field);
        setSaved(true);
      },
    });
  };
  // Only a field changed here is sent: a co-editor's change shown here is never sent back.
  const onCommit = (field: DraftField, current: MetadataDraft) => {
    form.edit(field, current[field]);
    const value = form.toSend(field);
    if (value === null) return form.field(field).incoming ? undefined : clearError(field);
    send(field, value);
  };
  const live = {
    mark: (field: DraftField) => updatedMark(form.field(field).updated),
    beside: (field: DraftField) => {
      const { incoming } = form.field(field);
      if (!incoming) return null;
      return (
        <LiveFieldConflict
          incoming={{ author: incoming.author, value: incomingText(field, incoming.value) }}
          onUseTheirs={() => {
            form.useTheirs(field);
            clearError(field);
          }}
          onKeepMine={() => send(field, form.keepMine(field))}
        />
      );
    },
  };

  const saving = DRAFT_FIELDS.some((field) => commands.isPending(`metadata:${field}`));
  // Who may change who sees it is the policy's answer for this viewer (owner, team owners and admins, site admins).
  const sharingLocked = !plan.can.share;
  const { metadata } = plan;
  const summary = [
    sportName(metadata.sport),
    phaseLabel(metadata.phaseOfSeason),
    metadata.expectedParticipants ? `${metadata.expectedParticipants} participants` : null,
    metadata.startTime ? `starts ${formatClock(metadata.startTime)}` : 'no start time',
    metadata.targetMinutes ? `aiming for ${formatMinutes(metadata.targetMinutes)}` : null,
  ].filter(Boolean);

  return (
    <section className={styles.metadata} aria-labelledby={`${ids}-title`}>
      <div className={styles.metadataHead}>
        <h2 id={`${ids}-title`} className={styles.metadataTitle}>
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={open}
            aria-controls={`${ids}-body`}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> Plan details
          </button>
        </h2>
        <span className={styles.metadataStatus} role="status" data-testid="metadata-status">
          {saving ? 'Saving…' : saved ? 'Saved' : ''}
        </span>
        {!open ? <p className={styles.metadataSummary}>{summary.join(' · ')}</p> : null}
      </div>
      <div id={`${ids}-body`} hidden={!open} className={styles.metadataBody}>
        {open || opened ? (
          <Suspense fallback={<p className={styles.metadataSummary}>Loading the details…</p>}>
            <PlanMetadataFields
              draft={draft}
              errors={errors}
              onChange={onChange}
              onCommit={onCommit}
              sharingLocked={sharingLocked}
              live={live}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
