import { PLAN_LIMITS, SPORT_PACKS, formatMinutes } from '@sideline/domain';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useWizardActor, useWizardSelector, WIZARD_FORM_ID } from '../wizard-actor';
import { SectionCard } from './section-card';
import {
  addCustomSection,
  moveSection,
  removeSection,
  togglePredefined,
  updateSection,
  type SectionDraft,
} from './sections-edit';
import { StepHeader } from './step-header';
import { suggestedMinutes } from './timeline-rows';
import styles from './steps.module.css';

const newId = () => crypto.randomUUID();

/**
 * Step 2: the sections of the practice — predefined ones from the sport pack and custom ones, in order, with goals and
 * notes.
 */
export function SectionsStep() {
  const actor = useWizardActor();
  const sport = useWizardSelector((snapshot) => snapshot.context.draft.data.basicInfo?.sport ?? 'quadball');
  const sections = useWizardSelector(
    (snapshot): SectionDraft[] => snapshot.context.edits.sections ?? snapshot.context.draft.data.sections ?? [],
  );
  const fieldErrors = useWizardSelector((snapshot) => snapshot.context.fieldErrors);
  // The plan's own length (step one), as the timeline step suggests minutes from it.
  const totalMinutes = useWizardSelector((snapshot) => snapshot.context.draft.data.basicInfo?.totalMinutes ?? null);
  const pack = SPORT_PACKS[sport];
  const [customName, setCustomName] = useState('');
  const customId = useId();
  // After a move, the moved section's button keeps the focus (React re-orders the list under it).
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);

  const change = (next: SectionDraft[]) => actor.send({ type: 'EDIT', step: 'sections', value: next });

  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const wanted = document.getElementById(`move-${direction}-${id}`) as HTMLButtonElement | null;
    const other = document.getElementById(
      `move-${direction === 'up' ? 'down' : 'up'}-${id}`,
    ) as HTMLButtonElement | null;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const addCustom = () => {
    if (customName.trim() === '') return;
    change(addCustomSection(sections, customName, newId));
    setCustomName('');
  };
  const onCustomKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the section here; it must not submit the step.
    if (event.key === 'Enter') {
      event.preventDefault();
      addCustom();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change(sections);
    actor.send({ type: 'NEXT' });
  };

  return (
    <form id={WIZARD_FORM_ID} className={styles.form} onSubmit={submit} noValidate aria-labelledby="wizard-step-title">
      <StepHeader step="sections">
        Pick the parts of the practice from the {pack.name} sections or add your own, then put them in order.
      </StepHeader>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="predefined-heading">
          <h2 id="predefined-heading" className={styles.cardTitle}>
            {pack.name} sections
          </h2>
          <ul className={styles.packList}>
            {pack.defaultSections.map((section, index) => {
              const checked = sections.some((s) => s.key === section.name);
              const id = `pack-section-${index}`;
              return (
                <li key={section.name} className={styles.packItem} data-checked={checked || undefined}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={checked}
                    aria-describedby={`${id}-about`}
                    onChange={() => change(togglePredefined(sections, section, newId))}
                  />
                  <label htmlFor={id} className={styles.packName}>
                    {section.name}
                  </label>
                  <p id={`${id}-about`} className={styles.packAbout}>
                    {section.goals.join(' · ')}
                    {totalMinutes
                      ? ` · about ${formatMinutes(suggestedMinutes({ key: section.name }, totalMinutes, sport))} of ${formatMinutes(totalMinutes)}`
                      : ''}
                  </p>
                </li>
              );
            })}
          </ul>
          <div className={styles.addRow}>
            <div className={styles.addField}>
              <label htmlFor={customId} className={styles.label}>
                Custom section
              </label>
              <input
                id={customId}
                className={styles.input}
                value={customName}
                maxLength={PLAN_LIMITS.sectionName}
                placeholder="e.g. Beater 2v2"
                onChange={(event) => setCustomName(event.target.value)}
                onKeyDown={onCustomKey}
              />
            </div>
            <button
              type="button"
              className="button button--secondary"
              onClick={addCustom}
              disabled={customName.trim() === ''}
            >
              Add section
            </button>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="chosen-heading">
          <h2 id="chosen-heading" className={styles.cardTitle}>
            Your practice, in order ({sections.length})
          </h2>
          {sections.length === 0 ? (
            <p className={styles.empty}>No sections yet. Tick one on the left or add your own.</p>
          ) : (
            <ol className={styles.sectionList}>
              {sections.map((section, index) => (
                <SectionCard
                  key={section.id}
                  section={section}
                  index={index}
                  count={sections.length}
                  errors={fieldErrors}
                  onChange={(patch) => change(updateSection(sections, section.id, patch))}
                  onMove={(direction) => {
                    change(moveSection(sections, section.id, direction === 'up' ? -1 : 1));
                    setFocusAfterMove({ id: section.id, direction });
                  }}
                  onRemove={() => change(removeSection(sections, section.id))}
                />
              ))}
            </ol>
          )}
        </section>
      </div>
    </form>
  );
}
