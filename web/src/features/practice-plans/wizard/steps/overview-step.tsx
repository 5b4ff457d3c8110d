import {
  PHASE_OF_SEASON_LABELS,
  PRACTICE_GOAL_LABELS,
  SPORT_PACKS,
  VISIBILITY_LABELS,
  draftTiming,
  formatMinutes,
  type PlanDraftData,
  type SectionTiming,
} from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { RichText } from '../../../rich-text';
import { clockRange, spanLabel, startLabel } from '../../format-plan';
import { drillRefQuery } from '../draft-queries';
import { useWizardActor, useWizardSelector, WIZARD_FORM_ID } from '../wizard-actor';
import { StepHeader } from './step-header';
import styles from './steps.module.css';

/** Step 5: the whole plan as it will be created, timed by the domain's one duration function; Create plan makes it. */
export function OverviewStep() {
  const actor = useWizardActor();
  const data = useWizardSelector((snapshot) => snapshot.context.draft.data);
  const timing = draftTiming(data);
  const info = data.basicInfo;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'CREATE' });
  };
  if (!info || !timing) return null;
  // Each section lasts the minutes the timeline gave it; what its drills leave open is filled in the editor later.
  const unfilled = timing.totalMinutes - timing.sections.reduce((sum, s) => sum + s.plannedMinutes, 0);

  return (
    <form id={WIZARD_FORM_ID} className={styles.form} onSubmit={submit} noValidate aria-labelledby="wizard-step-title">
      <StepHeader step="overview">
        Check the plan. Create it when it looks right; you can keep changing it in the editor afterwards.
      </StepHeader>
      <section className={styles.card} aria-labelledby="overview-practice">
        <h2 id="overview-practice" className={styles.cardTitle}>
          {info.name}
        </h2>
        <dl className={styles.facts}>
          <Fact term="Sport">{SPORT_PACKS[info.sport].name}</Fact>
          <Fact term="Phase of season">{info.phase ? PHASE_OF_SEASON_LABELS[info.phase] : 'Not set'}</Fact>
          <Fact term="Participants">{info.participants ?? 'Not set'}</Fact>
          <Fact term="Goals">{info.goals.map((goal) => PRACTICE_GOAL_LABELS[goal]).join(', ')}</Fact>
          <Fact term="Time">{clockRange(timing.startClock, timing.endClock) ?? 'No start time'}</Fact>
          <Fact term="Length">
            {formatMinutes(timing.totalMinutes)} of {formatMinutes(info.totalMinutes)}
            {unfilled > 0 ? ` (${formatMinutes(unfilled)} not filled with drills)` : ''}
          </Fact>
          <Fact term="Visibility">{VISIBILITY_LABELS[info.visibility].split(':')[0]}</Fact>
        </dl>
        <RichText html={info.description} className={styles.description} />
      </section>
      <section aria-labelledby="overview-sections">
        <h2 id="overview-sections" className={styles.cardTitle}>
          Sections
        </h2>
        <ol className={styles.overviewSections}>
          {(data.sections ?? []).map((section) => {
            const sectionTiming = timing.sections.find((s) => s.sectionId === section.id);
            return sectionTiming ? (
              <OverviewSection
                key={section.id}
                data={data}
                sectionId={section.id}
                timing={sectionTiming}
                items={timing.items.filter((i) => i.sectionId === section.id)}
              />
            ) : null;
          })}
        </ol>
      </section>
    </form>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface OverviewSectionProps {
  data: PlanDraftData;
  sectionId: string;
  timing: SectionTiming;
  items: {
    startMinute: number;
    endMinute: number;
    startClock: string | null;
    endClock: string | null;
    durationMinutes: number;
  }[];
}

function OverviewSection({ data, sectionId, timing, items }: OverviewSectionProps) {
  const section = data.sections?.find((s) => s.id === sectionId);
  const drills = data.drills?.sections.find((s) => s.sectionId === sectionId)?.items ?? [];
  if (!section) return null;
  return (
    <li className={styles.overviewSection}>
      <div className={styles.sectionTop}>
        <h3 id={`overview-${sectionId}`} className={styles.drillSectionName}>
          {section.name}
        </h3>
        <p className={styles.clock}>{spanLabel(timing)}</p>
      </div>
      <p className={styles.sectionTotals}>
        {formatMinutes(timing.plannedMinutes)} of drills in {formatMinutes(timing.totalMinutes)}
        {timing.unfilledMinutes !== null && timing.unfilledMinutes > 0
          ? ` · ${formatMinutes(timing.unfilledMinutes)} free`
          : ''}
      </p>
      {section.goals.length > 0 ? <p className={styles.sectionGoals}>Goals: {section.goals.join(' · ')}</p> : null}
      {section.notes ? <p className={styles.sectionNotes}>Notes: {section.notes}</p> : null}
      {drills.length > 0 ? (
        <ol className={styles.overviewDrills}>
          {drills.map((drill, index) => {
            const at = items[index];
            return (
              <li key={`${drill.drillId}-${index}`} className={styles.overviewDrill}>
                <span className={styles.clock}>{at ? startLabel(at.startClock, at.startMinute) : ''}</span>
                <DrillTitle drillId={drill.drillId} />
                <span className={styles.duration}>{formatMinutes(drill.durationMinutes)}</span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.empty}>No drills: time to fill in the editor.</p>
      )}
    </li>
  );
}

function DrillTitle({ drillId }: { drillId: string }) {
  const drill = useQuery(drillRefQuery(drillId)).data;
  return (
    <span className={styles.drillName}>
      {!drill ? 'Loading drill…' : drill.available ? drill.name : 'A drill you can no longer open'}
    </span>
  );
}
