import { renameSchema } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { TextField } from '../../ui/text-field';
import { sessionQueryKey } from '../../session/session';
import { renameMe } from './profile-api';
import styles from './profile.module.css';

/** My display name: what others see beside my drills, plans and comments. */
export function NameForm({ current }: { current: string }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = renameSchema.safeParse({ displayName: name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setStatus('saving');
    try {
      const { user } = await renameMe(parsed.data.displayName);
      if (user) queryClient.setQueryData(sessionQueryKey, user);
      setStatus('saved');
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.fieldErrors.displayName?.join(' ') ?? friendlyMessage(failure))
          : friendlyMessage(failure),
      );
      setStatus('idle');
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Display name"
        hint="Shown beside your drills, plans, boards and comments."
        value={name}
        maxLength={80}
        error={error}
        onChange={(e) => (setName(e.target.value), setStatus('idle'))}
        autoComplete="name"
      />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={status === 'saving'}>
          {status === 'saving' ? 'Saving…' : 'Save name'}
        </button>
        {status === 'saved' ? (
          <span role="status" className={styles.saved}>
            Saved.
          </span>
        ) : null}
      </div>
    </form>
  );
}
