import type { NewId } from '../plan-input';
import type { PlanMetadata, Section } from '../plan.model';
import { planTiming, type PlanTiming } from '../plan-timing';
import {
  DRAFT_STEPS,
  NO_GOAL_MESSAGE,
  WIZARD_STEPS,
  type DraftStep,
  type PlanDraftData,
  type WizardStep,
} from './plan-draft.schemas';

/**
 * The wizard's guards as pure functions of the draft: the web's xstate machine imports them for "may I go Next",
 * and the draft decider asks `firstIncompleteStep` before it lets a draft become a plan. Each `…Problems` function
 * says in words what is wrong (for the page); the boolean guards are "no problems".
 */

export function basicInfoProblems(draft: PlanDraftData): string[] {
  if (!draft.basicInfo) return ['Fill in the basic information.'];
  return draft.basicInfo.goals.length > 0 ? [] : [NO_GOAL_MESSAGE];
}

export function sectionsProblems(draft: PlanDraftData): string[] {
  if (!draft.sections) return ['Choose the sections of the practice.'];
  if (draft.sections.length === 0) return ['Choose at least one section.'];
  return [];
}

/** Minutes of the total not yet given to a section (negative: over the total). */
export function minutesLeft(draft: PlanDraftData): number {
  const total = draft.basicInfo?.totalMinutes ?? 0;
  return total - (draft.timeline?.sectionMinutes ?? []).reduce((sum, s) => sum + s.minutes, 0);
}

/** The minutes the timeline gives a section (0 when none). */
export const sectionMinutes = (draft: PlanDraftData, sectionId: string): number =>
  draft.timeline?.sectionMinutes.find((s) => s.sectionId === sectionId)?.minutes ?? 0;

export function timelineProblems(draft: PlanDraftData): string[] {
  if (!draft.timeline) return ['Give each section its minutes.'];
  const sections = draft.sections ?? [];
  const given = draft.timeline.sectionMinutes;
  const problems: string[] = [];
  for (const section of sections) {
    const count = given.filter((s) => s.sectionId === section.id).length;
    if (count === 0) problems.push(`Give “${section.name}” its minutes.`);
    if (count > 1) problems.push(`“${section.name}” has minutes twice.`);
  }
  if (given.some((s) => !sections.some((x) => x.id === s.sectionId)))
    problems.push('The timeline names a section that is no longer chosen.');
  const left = minutesLeft(draft);
  if (left < 0)
    problems.push(`The sections take ${-left} min more than the practice's ${draft.basicInfo?.totalMinutes ?? 0} min.`);
  return problems;
}

/** Minutes of a section not yet filled with drills (negative: the drills take longer than the section). */
export function sectionMinutesLeft(draft: PlanDraftData, sectionId: string): number {
  const used = (draft.drills?.sections.find((s) => s.sectionId === sectionId)?.items ?? []).reduce(
    (sum, d) => sum + d.durationMinutes,
    0,
  );
  return sectionMinutes(draft, sectionId) - used;
}

export function drillsProblems(draft: PlanDraftData): string[] {
  if (!draft.drills) return ['Choose drills for the sections (or go on without).'];
  const sections = draft.sections ?? [];
  const problems: string[] = [];
  for (const entry of draft.drills.sections) {
    const section = sections.find((s) => s.id === entry.sectionId);
    if (!section) {
      if (entry.items.length > 0) problems.push('Drills were chosen for a section that is no longer in the plan.');
      continue;
    }
    const left = sectionMinutesLeft(draft, section.id);
    if (left < 0)
      problems.push(
        `The drills of “${section.name}” take ${-left} min more than its ${sectionMinutes(draft, section.id)} min.`,
      );
  }
  return problems;
}

export const isBasicInfoComplete = (draft: PlanDraftData): boolean => basicInfoProblems(draft).length === 0;
export const sectionsStepValid = (draft: PlanDraftData): boolean => sectionsProblems(draft).length === 0;
export const timelineFits = (draft: PlanDraftData): boolean => timelineProblems(draft).length === 0;
export const drillsFit = (draft: PlanDraftData): boolean => drillsProblems(draft).length === 0;

const STEP_PROBLEMS: Record<DraftStep, (draft: PlanDraftData) => string[]> = {
  'basic-info': basicInfoProblems,
  sections: sectionsProblems,
  timeline: timelineProblems,
  drills: drillsProblems,
};

export const stepProblems = (draft: PlanDraftData, step: DraftStep): string[] => STEP_PROBLEMS[step](draft);

/** The first step that still needs the coach, or 'overview' when the draft is ready to become a plan. */
export function firstIncompleteStep(draft: PlanDraftData): WizardStep {
  return DRAFT_STEPS.find((step) => stepProblems(draft, step).length > 0) ?? 'overview';
}

/** A step can be opened once every step before it is done (Back always works; deep links land on the first gap). */
export function canEnterStep(draft: PlanDraftData, step: WizardStep): boolean {
  return WIZARD_STEPS.indexOf(step) <= WIZARD_STEPS.indexOf(firstIncompleteStep(draft));
}

/**
 * The plan the draft describes: basic info as metadata, each chosen section with its minutes as the budget and its
 * drills as items. Everything chosen in every step ends up in the plan. Needs at least basic info and sections.
 */
export function draftToPlan(
  draft: PlanDraftData,
  newId: NewId,
): { metadata: PlanMetadata; sections: Section[] } | null {
  const info = draft.basicInfo;
  if (!info || !draft.sections) return null;
  const metadata: PlanMetadata = {
    name: info.name,
    description: info.description,
    sport: info.sport,
    phaseOfSeason: info.phase,
    practiceGoals: info.goals,
    expectedParticipants: info.participants,
    startTime: info.startTime,
    visibility: info.visibility,
    editableByOthers: info.editableByOthers,
    teamId: null,
    scheduledDate: null,
    targetMinutes: info.totalMinutes,
  };
  const sections: Section[] = draft.sections.map((section) => {
    const minutes = draft.timeline?.sectionMinutes.find((s) => s.sectionId === section.id)?.minutes ?? null;
    const drills = draft.drills?.sections.find((s) => s.sectionId === section.id)?.items ?? [];
    return {
      id: section.id,
      name: section.name,
      goals: section.goals,
      notes: section.notes,
      targetMinutes: minutes,
      entries: drills.map((d) => ({
        id: newId(),
        kind: 'drill' as const,
        drillId: d.drillId,
        formationId: null,
        title: '',
        durationMinutes: d.durationMinutes,
        notes: '',
      })),
    };
  });
  return { metadata, sections };
}

/** The overview's timing (through the one duration function), or null before there is a plan to time. */
export function draftTiming(draft: PlanDraftData): PlanTiming | null {
  let n = 0;
  const plan = draftToPlan(draft, () => `preview-${++n}`);
  return plan
    ? planTiming({
        startTime: plan.metadata.startTime,
        targetMinutes: plan.metadata.targetMinutes,
        sections: plan.sections,
      })
    : null;
}
