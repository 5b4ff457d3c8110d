import { changePasswordSchema } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { TextField } from '../../ui/text-field';
import { profileKeys } from './profile-api';
import { changePassword } from './profile-api';
import styles from './profile.module.css';

type Field = 'currentPassword' | 'newPassword' | 'form';

/**
 * Change my password: asks the current one; every other session is signed out (and its live boards close). An account
 * without a password (made through single sign-on) sets its first one here: the server says which (`hasPassword`).
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'changed' | 'set'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(hasPassword ? values : { newPassword: values.newPassword });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form') as Field] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    setStatus('saving');
    try {
      await changePassword(parsed.data);
      setValues({ currentPassword: '', newPassword: '' });
      setStatus(hasPassword ? 'changed' : 'set');
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
      if (!hasPassword) void queryClient.invalidateQueries({ queryKey: profileKeys.account });
    } catch (failure) {
      const fields = isApiError(failure) ? failure.fieldErrors : {};
      const next: Partial<Record<Field, string>> = {};
      for (const [key, messages] of Object.entries(fields))
        next[key === 'currentPassword' || key === 'newPassword' ? key : 'form'] = messages.join(' ');
      if (Object.keys(next).length === 0) next.form = friendlyMessage(failure);
      setErrors(next);
      setStatus('idle');
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {hasPassword ? (
        <TextField
          label="Current password"
          type="password"
          revealable
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
        />
      ) : (
        <p className={styles.note}>
          You sign in through single sign-on. Set a password to sign in with your email address too.
        </p>
      )}
      <TextField
        label="New password"
        type="password"
        revealable
        autoComplete="new-password"
        hint="At least 10 characters."
        value={values.newPassword}
        error={errors.newPassword}
        onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
      />
      {errors.form ? (
        <p role="alert" className={styles.alert}>
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={status === 'saving'}>
          {status === 'saving' ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
        </button>
        {status === 'changed' || status === 'set' ? (
          <span role="status" className={styles.saved}>
            {status === 'changed' ? 'Password changed.' : 'Password set: you can sign in with your email address too.'}{' '}
            Your other sessions are signed out.
          </span>
        ) : null}
      </div>
    </form>
  );
}
