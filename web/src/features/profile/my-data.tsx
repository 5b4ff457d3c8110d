import { deleteAccountSchema } from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../api/api-error';
import { apiFetch } from '../../api/api-fetch';
import { friendlyMessage } from '../../api/friendly-message';
import { TextField } from '../../ui/text-field';
import { replaceSessionUser } from '../auth/session';
import styles from './profile.module.css';

type Field = 'password' | 'confirm' | 'form';

/** Download my data as JSON. */
function ExportButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await apiFetch<unknown>('/api/profile/export');
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `sideline-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error(friendlyMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={() => void download()}>
      {busy ? 'Preparing…' : 'Download my data'}
    </button>
  );
}

/** Delete my account: password, a typed DELETE, and whether my public content goes too. */
function DeleteAccountForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ password: '', confirm: '', deleteContent: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ ...values, password: values.password || undefined });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form') as Field] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      await apiFetch<void>('/api/profile/delete-account', { method: 'POST', json: parsed.data });
      replaceSessionUser(queryClient, null);
      toast.success('Your account is deleted.');
      void navigate('/', { replace: true });
    } catch (failure) {
      const fields = isApiError(failure) ? failure.fieldErrors : {};
      const next: Partial<Record<Field, string>> = {};
      for (const [key, messages] of Object.entries(fields)) next[(key === 'password' || key === 'confirm' ? key : 'form') as Field] = messages.join(' ');
      if (Object.keys(next).length === 0) next.form = friendlyMessage(failure);
      setErrors(next);
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button type="button" className={`button ${styles.dangerButton}`} onClick={() => setOpen(true)}>
        Delete my account…
      </button>
    );
  }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Delete my account">
      <p className={styles.lead}>
        Your name, email address and sessions are erased and you are signed out everywhere. What you made public or shared stays, shown as by “A former member”, unless you tick the box below.
      </p>
      <TextField label="Your password" type="password" autoComplete="current-password" value={values.password} error={errors.password} onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))} />
      <label className={styles.checkbox}>
        <input type="checkbox" checked={values.deleteContent} onChange={(e) => setValues((v) => ({ ...v, deleteContent: e.target.checked }))} />
        <span>Also delete my drills, formations, plans, boards and comments</span>
      </label>
      <TextField label="Type DELETE to confirm" value={values.confirm} error={errors.confirm} autoComplete="off" onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))} />
      {errors.form ? <p role="alert" className={styles.alert}>{errors.form}</p> : null}
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.dangerButton}`} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete my account for good'}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => (setOpen(false), setErrors({}))}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** "My data": download it, or delete the account. */
export function MyData() {
  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <ExportButton />
        <span className={styles.note}>Everything you created or that concerns you, as one JSON file.</span>
      </div>
      <DeleteAccountForm />
    </div>
  );
}
