import { useRef, useState, type FormEvent } from 'react';
import { useWizardActor, useWizardSelector, WIZARD_FORM_ID } from '../wizard-actor';
import { DrillSearch } from './drill-search';
import { drillsBySection, type DrillsValue } from './drills-edit';
import { SectionDrills } from './section-drills';
import { StepHeader } from './step-header';
import styles from './steps.module.css';

/** Step 4: per section, find drills and add them with a duration that fits the section's free time. */
export function DrillsStep() {
  const actor = useWizardActor();
  const data = useWizardSelector((snapshot) => snapshot.context.draft.data);
  const edited = useWizardSelector((snapshot) => snapshot.context.edits.drills);
  const fieldErrors = useWizardSelector((snapshot) => snapshot.context.fieldErrors);
  const sections = data.sections ?? [];
  const value = drillsBySection(sections, edited ?? data.drills);
  const [activeId, setActiveId] = useState(() => sections[0]?.id ?? '');
  const searchInput = useRef<HTMLInputElement>(null);
  const active = sections.find((s) => s.id === activeId) ?? sections[0];

  const change = (next: DrillsValue) => actor.send({ type: 'EDIT', step: 'drills', value: next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change(value);
    actor.send({ type: 'NEXT' });
  };

  return (
    <form id={WIZARD_FORM_ID} className={styles.form} onSubmit={submit} noValidate aria-labelledby="wizard-step-title">
      <StepHeader step="drills">
        Fill each section with drills. A drill must fit in the section&apos;s free time; sections may also stay empty.
      </StepHeader>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="chosen-drills-heading">
          <h2 id="chosen-drills-heading" className={styles.cardTitle}>
            Sections
          </h2>
          <ol className={styles.sectionList}>
            {sections.map((section, index) => (
              <SectionDrills
                key={section.id}
                section={section}
                sectionIndex={index}
                data={data}
                value={value}
                errors={fieldErrors}
                active={section.id === active?.id}
                onChange={change}
                onFindDrills={() => {
                  setActiveId(section.id);
                  searchInput.current?.focus();
                }}
              />
            ))}
          </ol>
        </section>
        {active ? (
          <DrillSearch
            ref={searchInput}
            sections={sections}
            active={active}
            onActive={setActiveId}
            data={data}
            value={value}
            onChange={change}
          />
        ) : null}
      </div>
    </form>
  );
}
