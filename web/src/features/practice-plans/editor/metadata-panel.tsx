import { formatMinutes } from '@sideline/domain';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { DraftErrors } from '../create/new-plan-body';
import { phaseLabel, sportName } from '../format-plan';
import {
  DRAFT_FIELDS,
  draftOf,
  patchFor,
  sameAsStored,
  type DraftField,
  type MetadataDraft,
} from '../metadata/metadata-draft';
import { usePlanEditor } from './editor-context';
import styles from './editor.module.css';

/** The fields load when the panel is first opened: a closed panel costs the editor's first view nothing. */
const PlanMetadataFields = lazy(async () => ({
  default: (await import('../metadata/plan-metadata-fields')).PlanMetadataFields,
}));

/**
 * The plan's details, each field saved on its own (SetPlanMetadata) when it is done: text fields when they lose focus,
 * choices at once. A co-editor's change shows in every field not being edited here.
 */
export function MetadataPanel() {
  const { plan, commands } = usePlanEditor();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  const [draft, setDraft] = useState<MetadataDraft>(() => draftOf(plan.metadata));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saved, setSaved] = useState(false);
  const dirty = useRef(new Set<DraftField>());

  useEffect(() => {
    const stored = draftOf(plan.metadata);
    setDraft((current) => {
      const next: MetadataDraft = { ...current };
      for (const field of DRAFT_FIELDS)
        if (!dirty.current.has(field)) (next as unknown as Record<string, unknown>)[field] = stored[field];
      return next;
    });
  }, [plan.metadata]);

  const onChange = (next: MetadataDraft) => {
    for (const field of DRAFT_FIELDS)
      if (JSON.stringify(next[field]) !== JSON.stringify(draft[field])) dirty.current.add(field);
    setSaved(false);
    setDraft(next);
  };
  const onCommit = (field: DraftField, current: MetadataDraft) => {
    const clear = () => {
      dirty.current.delete(field);
      setErrors(({ [field]: _gone, ...rest }) => rest);
    };
    if (sameAsStored(current, field, plan.metadata)) return clear();
    const patch = patchFor(current, field);
    if (!patch.ok) return setErrors((all) => ({ ...all, [field]: patch.message }));
    void commands.send({ type: 'SetPlanMetadata', changes: patch.changes }, `metadata:${field}`, {
      onInvalid: (message) => setErrors((all) => ({ ...all, [field]: message })),
      onDone: () => {
        clear();
        setSaved(true);
      },
    });
  };

  const saving = DRAFT_FIELDS.some((field) => commands.isPending(`metadata:${field}`));
  // Who may change who sees it is the policy's answer for this viewer (owner, team owners and admins, site admins).
  const sharingLocked = !plan.can.share;
  const { metadata } = plan;
  const summary = [
    sportName(metadata.sport),
    phaseLabel(metadata.phaseOfSeason),
    metadata.expectedParticipants ? `${metadata.expectedParticipants} participants` : null,
    metadata.startTime ? `starts ${metadata.startTime}` : 'no start time',
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
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
