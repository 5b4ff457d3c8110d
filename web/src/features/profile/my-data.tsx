import { deleteAccountSchema, type ProfileAccount, type TeamRef } from '@sideline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../api/api-error';
import { apiFetch } from '../../api/api-fetch';
import { friendlyMessage } from '../../api/friendly-message';
import { TextField } from '../../ui/text-field';
import { replaceSessionUser } from '../../session/session';
import { fetchAccount, profileKeys } from './profile-api';
import styles from './profile.module.css';

type Field = 'password' | 'email' | 'confirm' | 'form';

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

const teamList = (teams: TeamRef[]) => (
  <ul className={styles.teamLinks}>
    {teams.map((team) => (
      <li key={team.teamId}>
        <Link to={`/teams/${encodeURIComponent(team.teamId)}/settings`}>{team.name}</Link>
      </li>
    ))}
  </ul>
);

/** The teams I alone own that have other members: the server refuses the deletion until I hand them over. */
function SoleOwnerNotice({ teams }: { teams: TeamRef[] }) {
  return (
    <div role="alert" className={styles.blocked} data-testid="sole-owner-notice">
      <p>
        You are the only owner of {teams.length === 1 ? 'this team' : 'these teams'}. A team must keep an owner: make
        another member an owner (Transfer ownership in the team's settings) before you delete your account.
      </p>
      {teamList(teams)}
    </div>
  );
}

const teamsOf = (error: unknown): TeamRef[] => {
  const teams = isApiError(error) && error.code === 'USER.SOLE_TEAM_OWNER' ? error.details?.teams : undefined;
  return Array.isArray(teams) ? (teams as TeamRef[]) : [];
};

/**
 * Delete my account: my password (or, for an account without one, my email address typed out: the server says
 * which), a typed DELETE, and whether my public content goes too. Refused while I alone own a team with others in it.
 */
function DeleteAccountForm({ account, email }: { account: ProfileAccount; email: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ password: '', email: '', confirm: '', deleteContent: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [blockedBy, setBlockedBy] = useState<TeamRef[]>([]);
  const [busy, setBusy] = useState(false);
  const { confirmWith, closingTeams } = account.deletion;
  const blocking = blockedBy.length > 0 ? blockedBy : account.deletion.blockingTeams;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse(
      confirmWith === 'password'
        ? { ...values, email: undefined, password: values.password || undefined }
        : { ...values, password: undefined, email: values.email || undefined },
    );
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
      for (const [key, messages] of Object.entries(fields))
        next[key === 'password' || key === 'email' || key === 'confirm' ? key : 'form'] = messages.join(' ');
      const teams = teamsOf(failure);
      if (teams.length > 0) {
        setBlockedBy(teams);
        setOpen(false);
        void queryClient.invalidateQueries({ queryKey: profileKeys.account });
      } else if (Object.keys(next).length === 0) next.form = friendlyMessage(failure);
      setErrors(next);
      setBusy(false);
    }
  };

  if (!open || blocking.length > 0) {
    return (
      <div className={styles.stack}>
        <div className={styles.actions}>
          <button
            type="button"
            className={`button ${styles.dangerButton}`}
            disabled={blocking.length > 0}
            onClick={() => setOpen(true)}
          >
            Delete my account…
          </button>
        </div>
        {blocking.length > 0 ? <SoleOwnerNotice teams={blocking} /> : null}
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Delete my account">
      <p className={styles.lead}>
        Your name, email address and sessions are erased and you are signed out everywhere. What you made public or
        shared stays, shown as by “A former member”, unless you tick the box below.
      </p>
      {closingTeams.length > 0 ? (
        <div className={styles.lead}>
          <p>
            Nobody else is in {closingTeams.length === 1 ? 'this team' : 'these teams'}, so{' '}
            {closingTeams.length === 1 ? 'it is' : 'they are'} archived with your account:
          </p>
          {teamList(closingTeams)}
        </div>
      ) : null}
      {confirmWith === 'password' ? (
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
      ) : (
        <TextField
          label={`Type your email address (${email}) to confirm`}
          type="email"
          autoComplete="off"
          hint="Your account has no password: typing its address shows it is you and that you mean it."
          value={values.email}
          error={errors.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
      )}
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={values.deleteContent}
          onChange={(e) => setValues((v) => ({ ...v, deleteContent: e.target.checked }))}
        />
        <span>Also delete my drills, formations, plans, boards and comments</span>
      </label>
      <TextField
        label="Type DELETE to confirm"
        value={values.confirm}
        error={errors.confirm}
        autoComplete="off"
        onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
      />
      {errors.form ? (
        <p role="alert" className={styles.alert}>
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.dangerButton}`} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete my account for good'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => (setOpen(false), setErrors({}))}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

/** "My data": download it, or delete the account. */
export function MyData({ email }: { email: string }) {
  const account = useQuery({ queryKey: profileKeys.account, queryFn: ({ signal }) => fetchAccount(signal) });
  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <ExportButton />
        <span className={styles.note}>Everything you created or that concerns you, as one JSON file.</span>
      </div>
      {account.isPending ? (
        <p className={styles.note}>Loading…</p>
      ) : account.isError ? (
        <p role="alert" className={styles.alert}>
          {friendlyMessage(account.error)}
        </p>
      ) : (
        <DeleteAccountForm account={account.data} email={email} />
      )}
    </div>
  );
}
