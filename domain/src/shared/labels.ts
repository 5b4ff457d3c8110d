/**
 * A value's label, or the value itself when it has none: labels are keyed by this build's vocabulary, while the value
 * may come from stored events or a newer server that knows more (a history, a tab left open over a release).
 */
export const labelOr = (labels: Readonly<Partial<Record<string, string>>>, value: string): string =>
  labels[value] ?? value;
