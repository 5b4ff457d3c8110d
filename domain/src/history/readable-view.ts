/**
 * An entity as a person reads it, field by field: what the history tab shows for "the entity as it was at version
 * N" and what two versions are compared on. Each entity type turns its decider's state into one of these
 * (`*-view.ts` beside its kind); the diff (`readable-diff.ts`) works on any of them.
 */
export type ReadableValue = string | number | boolean | null;

/** One entry of a list: a stable key (an id, or the value itself) and what it reads as. */
export interface ReadableListEntry {
  key: string;
  label: string;
}

export type ReadableField =
  | { kind: 'value'; label: string; value: ReadableValue }
  /** rich text already turned into plain text */
  | { kind: 'text'; label: string; text: string }
  | { kind: 'list'; label: string; entries: ReadableListEntry[] };

/** Ordered fields; keys are stable (`name`, `section:<id>`), labels are words. */
export interface ReadableView {
  fields: Record<string, ReadableField>;
}

export const valueField = (label: string, value: ReadableValue | undefined): ReadableField => ({
  kind: 'value',
  label,
  value: value ?? null,
});
export const textField = (label: string, text: string | null | undefined): ReadableField => ({
  kind: 'text',
  label,
  text: text ?? '',
});
export const listField = (label: string, entries: readonly (ReadableListEntry | string)[]): ReadableField => ({
  kind: 'list',
  label,
  entries: entries.map((entry) => (typeof entry === 'string' ? { key: entry, label: entry } : entry)),
});

/** The view of an entity that does not exist (yet, at version 0). */
export const emptyView = (): ReadableView => ({ fields: {} });
