import { useId, useState, type KeyboardEvent } from 'react';
import { normaliseLinkAddress } from './link-address';
import styles from './rich-text.module.css';

interface LinkFormProps {
  initialHref: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/**
 * The link address, asked for inline under the toolbar. Not a <form>: it sits inside the drill form,
 * and forms cannot nest; Enter applies, Escape cancels.
 */
export function LinkForm({ initialHref, hasLink, onApply, onRemove, onCancel }: LinkFormProps) {
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const apply = () => {
    const address = normaliseLinkAddress(href);
    if (!address) {
      setError('Enter a web address (https://…) or an email address.');
      return;
    }
    onApply(address);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className={styles.linkForm} role="group" aria-label="Link">
      <label htmlFor={`${id}-href`} className={styles.linkLabel}>
        Link address
      </label>
      <input
        id={`${id}-href`}
        className={styles.linkInput}
        type="url"
        inputMode="url"
        value={href}
        placeholder="https://"
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.linkActions}>
        <button type="button" className="button button--secondary" onClick={() => apply()}>
          Apply
        </button>
        {hasLink ? (
          <button type="button" className="button button--ghost" onClick={onRemove}>
            Remove link
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.linkError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
