import { useEffect, useEffectEvent, useId, useState } from 'react';
import styles from './search-box.module.css';

const DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
  /** the field's accessible name, e.g. "Search drills" */
  label: string;
  placeholder: string;
}

/** A list's search field: searches shortly after typing stops; the address bar keeps the words. */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // Back/forward or "clear" changed the words: show them (but do not undo a trailing space being typed).
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  // Only the typed words restart the wait; the search is the latest onSearch (a filter changed meanwhile stays).
  const search = useEffectEvent((q: string) => onSearch(q));
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
    </form>
  );
}
