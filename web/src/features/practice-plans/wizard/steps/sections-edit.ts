import type { DefaultSection } from '@sideline/domain';
import type { StepInput } from '../wizard-step-values';

/** A chosen section as the sections step edits it (the body of PUT …/steps/sections is a list of these). */
export type SectionDraft = StepInput<'sections'>[number];

export type NewId = () => string;

/** Picks a sport pack's predefined section (its name is the key), or drops it again. */
export function togglePredefined(
  sections: readonly SectionDraft[],
  pack: DefaultSection,
  newId: NewId,
): SectionDraft[] {
  if (sections.some((s) => s.key === pack.name)) return sections.filter((s) => s.key !== pack.name);
  return [...sections, { id: newId(), key: pack.name, name: pack.name, goals: [...pack.goals], notes: '' }];
}

export function addCustomSection(sections: readonly SectionDraft[], name: string, newId: NewId): SectionDraft[] {
  const trimmed = name.trim();
  if (trimmed === '') return [...sections];
  return [...sections, { id: newId(), key: null, name: trimmed, goals: [], notes: '' }];
}

/** Moves a section one place up (-1) or down (+1); at the ends nothing moves. */
export function moveSection(sections: readonly SectionDraft[], id: string, delta: -1 | 1): SectionDraft[] {
  const from = sections.findIndex((s) => s.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= sections.length) return [...sections];
  const next = [...sections];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function updateSection(
  sections: readonly SectionDraft[],
  id: string,
  patch: Partial<Omit<SectionDraft, 'id'>>,
): SectionDraft[] {
  return sections.map((s) => (s.id === id ? { ...s, ...patch } : s));
}

export const removeSection = (sections: readonly SectionDraft[], id: string): SectionDraft[] =>
  sections.filter((s) => s.id !== id);

/** Adds a goal unless it is empty or already there (case aside). */
export function addGoal(goals: readonly string[], goal: string): string[] {
  const trimmed = goal.trim();
  if (trimmed === '' || goals.some((g) => g.toLowerCase() === trimmed.toLowerCase())) return [...goals];
  return [...goals, trimmed];
}
