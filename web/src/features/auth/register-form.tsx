import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, registerSchema, type SessionUser } from '@sideline/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../ui/text-field';
import { register as registerAccount } from './auth-api';
import { applyServerErrors } from './auth-error-message';
import styles from './auth-forms.module.css';
import { FormAlert } from './form-alert';

const HANDLED_STATUSES = [400, 409, 422, 429] as const;

export function RegisterForm({ onRegistered }: { onRegistered: (user: SessionUser) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { displayName: '', email: '', password: '' },
  });
  const mutation = useMutation({ mutationFn: registerAccount, meta: { handledStatuses: HANDLED_STATUSES } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onRegistered(await mutation.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerErrors(error, ['displayName', 'email', 'password'], setError));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="auth-heading">
      <FormAlert message={formError} />
      <TextField
        label="Your name"
        autoComplete="name"
        hint="Shown to the coaches you work with."
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        revealable
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember and hard to guess.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? 'Creating your account…' : 'Create account'}
      </button>
      <p className={styles.fineprint}>
        By creating an account you agree to the <Link to="/terms-of-service">terms of service</Link> and the{' '}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </form>
  );
}
