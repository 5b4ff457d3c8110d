import { SUGGESTION_MAX, suggestDrillSchema } from '@sideline/domain';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { suggestDrill, type DrillSuggestion } from './poll-api';
import styles from './poll.module.css';

/** Suggest a drill: 2–100 characters; a suggestion like an open one is kept, and flagged to its author. */
export function SuggestForm({
  onSuggested,
  openSuggestions,
}: {
  onSuggested: (suggestion: DrillSuggestion) => void;
  openSuggestions: readonly DrillSuggestion[];
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    const parsed = suggestDrillSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const suggestion = await suggestDrill(text);
      const twin = suggestion.duplicateOf ? openSuggestions.find((s) => s.id === suggestion.duplicateOf) : undefined;
      setNotice(
        suggestion.duplicateOf
          ? `Thanks! It looks like “${twin?.text ?? 'an open suggestion'}”, which is already in the poll: your suggestion is flagged as a duplicate, so consider voting for that one.`
          : 'Thanks! Your suggestion is in the poll.',
      );
      setText('');
      onSuggested(suggestion);
    } catch (failure) {
      setError(
        isApiError(failure) && failure.fieldErrors.text ? failure.fieldErrors.text.join(' ') : friendlyMessage(failure),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.suggest} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-text`} className={styles.label}>
        Suggest a drill
      </label>
      <div className={styles.suggestRow}>
        <input
          id={`${id}-text`}
          className={styles.input}
          value={text}
          maxLength={SUGGESTION_MAX + 20}
          placeholder="e.g. 3-on-2 fast break with a trailing beater"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Suggesting…' : 'Suggest'}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.meta}>
        2 to {SUGGESTION_MAX} characters: what the drill should train.
      </p>
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error}
      </p>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
    </form>
  );
}
