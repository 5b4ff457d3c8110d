import { useEffect, useRef, useState } from 'react';

/**
 * An input's text while it is being edited. The stored value (which co-editors may change any time) replaces the text
 * only when nobody is typing here and the text does not hold a refused value: what the coach typed is never lost.
 */
export function useFieldDraft(stored: string) {
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current && error === null) setText(stored);
    // Only a new stored value should overwrite the text; errors clear when the coach types.
  }, [stored]);
  return {
    text,
    error,
    setError,
    dirty: text !== stored,
    change: (next: string) => {
      setText(next);
      setError(null);
    },
    reset: () => {
      setText(stored);
      setError(null);
    },
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
    },
  };
}
