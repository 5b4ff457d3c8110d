import { FORMATION_LIMITS } from '@sideline/domain';
import { useState, type KeyboardEvent, type Ref } from 'react';
import type { FieldIds } from '../../../ui/form-field';
import formCss from '../../../ui/form.module.css';

interface TagsInputProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur: () => void;
  ids: FieldIds;
  /** tags already in use, offered as suggestions while typing */
  suggestions: readonly string[];
  inputRef?: Ref<HTMLInputElement>;
}

/** Free-text tags as chips: Enter or a comma adds the typed tag, Backspace in an empty field removes the last one. */
export function TagsInput({ value, onChange, onBlur, ids, suggestions, inputRef }: TagsInputProps) {
  const [text, setText] = useState('');
  const full = value.length >= FORMATION_LIMITS.tags;
  const listId = `${ids.control}-suggestions`;

  const add = (...raw: string[]) => {
    setText('');
    // The schema drops duplicates in any case; doing it here keeps the chips honest.
    const next = [...value];
    for (const part of raw) {
      const tag = part.trim().replace(/\s+/g, ' ');
      if (tag && next.length < FORMATION_LIMITS.tags && !next.some((t) => t.toLowerCase() === tag.toLowerCase()))
        next.push(tag);
    }
    if (next.length > value.length) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds a tag; it must never submit the form.
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={formCss.tokenField}>
      {value.length > 0 ? (
        <ul className={formCss.tokenList} aria-label="Chosen tags">
          {value.map((tag) => (
            <li key={tag} className={formCss.token}>
              {tag}
              <button
                type="button"
                className={formCss.tokenRemove}
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={ids.control}
        className={formCss.input}
        list={listId}
        autoComplete="off"
        maxLength={FORMATION_LIMITS.tag}
        disabled={full}
        placeholder={
          full
            ? `That is ${FORMATION_LIMITS.tags}, the most a formation can have`
            : 'Type a tag and press Enter, e.g. zone'
        }
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        value={text}
        onChange={(event) => {
          // A pasted "a, b" becomes two tags; the last part stays in the field.
          const parts = event.target.value.split(',');
          if (parts.length > 1) {
            add(...parts.slice(0, -1));
            setText(parts.at(-1) ?? '');
          } else setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (text.trim()) add(text);
          onBlur();
        }}
      />
      <datalist id={listId}>
        {suggestions
          .filter((tag) => !value.some((t) => t.toLowerCase() === tag.toLowerCase()))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
    </div>
  );
}
