import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type SessionUser } from '@sideline/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../ui/text-field';
import { signIn } from './auth-api';
import { applyServerErrors } from './auth-error-message';
import styles from './auth-forms.module.css';
import { FormAlert } from './form-alert';

/** Statuses this form explains itself; anything else is also reported as an error. */
const HANDLED_STATUSES = [400, 401, 409, 422, 429] as const;

export function SignInForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const mutation = useMutation({ mutationFn: signIn, meta: { handledStatuses: HANDLED_STATUSES } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await mutation.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerErrors(error, ['email', 'password'], setError));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="auth-heading">
      <FormAlert message={formError} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
