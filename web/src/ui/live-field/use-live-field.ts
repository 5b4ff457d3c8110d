import { useMemo, useState } from 'react';
import type { SameValue } from './live-field-state';
import { useLiveForm, type LiveFieldView } from './use-live-form';

export interface LiveField<V> extends LiveFieldView<V> {
  edit: (value: V) => void;
  /** the value to send now, or null: its user did not change it, or a co-editor's change waits for a choice */
  toSend: () => V | null;
  saved: (value: V) => void;
  useTheirs: () => void;
  /** keeps the user's value over the co-editor's and returns it, to send */
  keepMine: () => V;
  discard: () => void;
  /** a message beside the field (a refused value); cleared when the user types */
  error: string | null;
  setError: (message: string | null) => void;
}

/** One inline live field (an item's minutes, a section's name): the rule of live-field-state.ts, with its error. */
export function useLiveField<V>(
  stored: V,
  options: { same?: SameValue<V>; author?: string | null } = {},
): LiveField<V> {
  const record = useMemo(() => ({ value: stored }), [stored]);
  const form = useLiveForm(record, {
    same: options.same ? { value: options.same } : undefined,
    author: options.author,
  });
  const [error, setError] = useState<string | null>(null);
  return {
    ...form.field('value'),
    edit: (value) => {
      form.edit('value', value);
      setError(null);
    },
    toSend: () => form.toSend('value'),
    saved: (value) => form.saved('value', value),
    useTheirs: () => {
      form.useTheirs('value');
      setError(null);
    },
    keepMine: () => form.keepMine('value'),
    discard: () => {
      form.discard('value');
      setError(null);
    },
    error,
    setError,
  };
}
