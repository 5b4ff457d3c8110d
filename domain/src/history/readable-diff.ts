import type { ReadableField, ReadableListEntry, ReadableValue, ReadableView } from './readable-view';

/** One field's difference between two versions, ready to read. */
export type FieldDiff =
  | { field: string; label: string; kind: 'value'; from: ReadableValue; to: ReadableValue }
  | { field: string; label: string; kind: 'text'; from: string; to: string }
  | {
      field: string;
      label: string;
      kind: 'list';
      added: string[];
      removed: string[];
      /** entries present on both sides that changed place among the entries both sides share */
      moved: string[];
      /** entries present on both sides whose words changed (a duration, a renamed item) */
      changed: { from: string; to: string }[];
    };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keys of the entries that changed place: both sides reduced to the keys they share, the longest common subsequence
 * kept, everything else moved. Quadratic, on lists of a plan section's size.
 */
function movedKeys(before: readonly string[], after: readonly string[]): Set<string> {
  const shared = new Set(before.filter((key) => after.includes(key)));
  const a = before.filter((key) => shared.has(key));
  const b = after.filter((key) => shared.has(key));
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return new Set(a.filter((key) => !kept.has(key)));
}

function diffList(
  field: string,
  label: string,
  from: readonly ReadableListEntry[],
  to: readonly ReadableListEntry[],
): FieldDiff | null {
  const before = new Map(from.map((e) => [e.key, e.label]));
  const after = new Map(to.map((e) => [e.key, e.label]));
  const added = to.filter((e) => !before.has(e.key)).map((e) => e.label);
  const removed = from.filter((e) => !after.has(e.key)).map((e) => e.label);
  const moved = [
    ...movedKeys(
      from.map((e) => e.key),
      to.map((e) => e.key),
    ),
  ].map((key) => after.get(key)!);
  const changed = to
    .filter((e) => before.has(e.key) && before.get(e.key) !== e.label)
    .map((e) => ({ from: before.get(e.key)!, to: e.label }));
  if (added.length + removed.length + moved.length + changed.length === 0) return null;
  return { field, label, kind: 'list', added, removed, moved, changed };
}

const emptyLike = (field: ReadableField): ReadableField =>
  field.kind === 'list'
    ? { ...field, entries: [] }
    : field.kind === 'text'
      ? { ...field, text: '' }
      : { ...field, value: null };

function diffField(field: string, from: ReadableField, to: ReadableField): FieldDiff | null {
  if (same(from, to)) return null;
  const label = to.label;
  if (from.kind === 'list' && to.kind === 'list') return diffList(field, label, from.entries, to.entries);
  if (from.kind === 'text' && to.kind === 'text')
    return from.text === to.text ? null : { field, label, kind: 'text', from: from.text, to: to.text };
  if (from.kind === 'value' && to.kind === 'value')
    return from.value === to.value ? null : { field, label, kind: 'value', from: from.value, to: to.value };
  // A field that changed kind reads as its words before and after.
  const words = (f: ReadableField) =>
    f.kind === 'list' ? f.entries.map((e) => e.label).join(', ') : f.kind === 'text' ? f.text : String(f.value ?? '');
  return { field, label, kind: 'text', from: words(from), to: words(to) };
}

/** Every field that differs between two views, in the order the newer view lists them (then the ones it lost). */
export function diffViews(from: ReadableView, to: ReadableView): FieldDiff[] {
  const keys = [...Object.keys(to.fields), ...Object.keys(from.fields).filter((key) => !(key in to.fields))];
  const diffs: FieldDiff[] = [];
  for (const key of keys) {
    const after = to.fields[key];
    const before = from.fields[key];
    const diff = diffField(key, before ?? emptyLike(after!), after ?? emptyLike(before!));
    if (diff) diffs.push(diff);
  }
  return diffs;
}

/** One list's change in words when it is of one sort: "Added Mia (member) to members", "Reordered items". */
function listSummary(diff: Extract<FieldDiff, { kind: 'list' }>): string | null {
  const { label, added, removed, moved, changed } = diff;
  const sorts = [added, removed, moved, changed].filter((entries) => entries.length > 0).length;
  if (sorts !== 1) return null;
  const some = (names: readonly string[]) =>
    names.length === 1 ? names[0]! : `${names[0]} and ${names.length - 1} more`;
  if (added.length) return `Added ${some(added)} to ${label}`;
  if (removed.length) return `Removed ${some(removed)} from ${label}`;
  if (moved.length) return `Reordered ${label}`;
  return changed.length === 1 ? `Changed ${changed[0]!.from} to ${changed[0]!.to} in ${label}` : null;
}

/**
 * A diff in a few words, for a version's one-line summary: "Changed name, Warm-up (items)"; a single list's change
 * says what happened to whom ("Removed Sam (member) from members").
 */
export function summariseDiff(diffs: readonly FieldDiff[]): string {
  if (diffs.length === 0) return 'No visible change';
  const only = diffs.length === 1 ? diffs[0]! : null;
  const listed = only?.kind === 'list' ? listSummary(only) : null;
  if (listed) return listed;
  const labels = diffs.map((d) => d.label);
  const shown = labels.slice(0, 3).join(', ');
  return `Changed ${shown}${labels.length > 3 ? ` and ${labels.length - 3} more` : ''}`;
}
