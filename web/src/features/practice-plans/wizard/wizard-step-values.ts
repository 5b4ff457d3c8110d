import {
  DRAFT_STEP_FIELDS,
  DRAFT_STEP_SCHEMAS,
  draftBasicInfoCompleteSchema,
  type DraftStep,
  type FieldErrors,
  type PlanDraftData,
} from '@sideline/domain';
import type { z } from 'zod';

/** What a step's form holds before its schema parses it (the body of PUT …/steps/:step once parsed). */
export type StepInput<S extends DraftStep> = z.input<(typeof DRAFT_STEP_SCHEMAS)[S]>;
/** What a step's schema makes of it (what the server stores). */
export type StepOutput<S extends DraftStep> = z.output<(typeof DRAFT_STEP_SCHEMAS)[S]>;

/** What the coach typed on each step and has not saved yet: kept across Back, Next and the browser's buttons. */
export type StepEdits = { [S in DraftStep]?: StepInput<S> };

/** A step that was never saved nor touched starts from these (basic info has no sensible empty value: it must fail). */
const EMPTY_STEP_VALUES: { [S in DraftStep]: unknown } = {
  'basic-info': {},
  sections: [],
  timeline: { sectionMinutes: [] },
  drills: { sections: [] },
};

/** The step's data as saved on the server (null when never saved). */
export function savedStepValue<S extends DraftStep>(data: PlanDraftData, step: S): StepOutput<S> | null {
  return data[DRAFT_STEP_FIELDS[step]] as StepOutput<S> | null;
}

/** What Next sends for a step: the coach's edits, else what was saved, else the step's empty value. */
export function currentStepValue(edits: StepEdits, data: PlanDraftData, step: DraftStep): unknown {
  return edits[step] ?? savedStepValue(data, step) ?? EMPTY_STEP_VALUES[step];
}

/** Zod issues as field errors keyed by path (`name`, `sectionMinutes.1.minutes`; `_form` for the step as a whole). */
export function issuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** What Next asks of a step (basic info with a goal); what an autosave may store is the step's own schema. */
const NEXT_SCHEMAS = { ...DRAFT_STEP_SCHEMAS, 'basic-info': draftBasicInfoCompleteSchema };

/** Parses a step's value with the shared schema: the data to send, or the field errors to show. */
export function parseStepValue(
  step: DraftStep,
  value: unknown,
  purpose: 'next' | 'save' = 'next',
): { ok: true; data: unknown } | { ok: false; fieldErrors: FieldErrors } {
  const result = (purpose === 'next' ? NEXT_SCHEMAS : DRAFT_STEP_SCHEMAS)[step].safeParse(value);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: issuesToFieldErrors(result.error.issues) };
}

/** Key order does not matter (the server stores JSON without it); arrays keep theirs. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const sameData = (a: unknown, b: unknown): boolean => JSON.stringify(stable(a)) === JSON.stringify(stable(b));

/** True when the step's edits would change what the server holds (or cannot be saved as they are). */
export function hasUnsavedEdits(edits: StepEdits, data: PlanDraftData, step: DraftStep): boolean {
  const edited = edits[step];
  if (edited === undefined) return false;
  const parsed = parseStepValue(step, edited, 'save');
  return !parsed.ok || !sameData(parsed.data, savedStepValue(data, step));
}

/** What an autosave would send for a step: its edits as they can be stored, when they change what the server holds. */
export function savableStepValue(edits: StepEdits, data: PlanDraftData, step: DraftStep): { data: unknown } | null {
  const edited = edits[step];
  if (edited === undefined) return null;
  const parsed = parseStepValue(step, edited, 'save');
  return parsed.ok && !sameData(parsed.data, savedStepValue(data, step)) ? { data: parsed.data } : null;
}
