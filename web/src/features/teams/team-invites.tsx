import type { InvitableRole } from '@sideline/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { cancelInvitation, createInviteLink, inviteByEmail, revokeInviteLink, type TeamDetail } from './team-api';
import { formatDateTime, formatDay } from '../../ui/format/date-formats';
import { LINK_STATE_LABEL, ROLE_LABEL } from './team-labels';
import styles from './teams.module.css';

const INVITABLE: readonly InvitableRole[] = ['member', 'coach', 'admin'];
const EXPIRY_DAYS = [1, 3, 7, 14, 30, 60] as const;

/** Invite links (shown once when made, revocable) and invitations by email, for the team's owners and admins. */
export function TeamInvites({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  return (
    <section className={styles.card} aria-labelledby="invites-heading">
      <h2 id="invites-heading">Invite people</h2>
      {team.archived ? <p className={styles.note}>An archived team takes no one in.</p> : null}
      <div className={styles.inviteColumns}>
        <InviteLinkForm team={team} onChange={onChange} />
        <InviteByEmailForm team={team} onChange={onChange} />
      </div>
      <InviteLinkList team={team} onChange={onChange} />
      {team.invitations.length > 0 ? (
        <>
          <h3>Waiting for an answer</h3>
          <ul className={styles.plainList} aria-label="Pending invitations">
            {team.invitations.map((invitation) => (
              <PendingRow
                key={invitation.id}
                team={team}
                invitationId={invitation.id}
                label={`${invitation.email} as ${ROLE_LABEL[invitation.role].toLowerCase()}`}
                detail={`invited by ${invitation.invitedBy.name}, ${formatDay(invitation.sentAt)}`}
                onChange={onChange}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function InviteLinkForm({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  const ids = useId();
  const [role, setRole] = useState<InvitableRole>('member');
  const [days, setDays] = useState(7);
  const [maxUses, setMaxUses] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: () =>
      createInviteLink(team.id, { role, expiresInDays: days, maxUses: maxUses === '' ? null : Number(maxUses) }),
    onSuccess: (made) => {
      onChange(made.team);
      setUrl(made.url);
      setCopied(false);
    },
  });
  const fields = isApiError(create.error) ? create.error.fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <form className={styles.subForm} onSubmit={submit} noValidate aria-labelledby={`${ids}-h`}>
      <h3 id={`${ids}-h`}>Invite link</h3>
      <div className={styles.inlineFields}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-role`}>Joins as</label>
          <select id={`${ids}-role`} value={role} onChange={(e) => setRole(e.target.value as InvitableRole)}>
            {INVITABLE.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-days`}>Works for</label>
          <select id={`${ids}-days`} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {EXPIRY_DAYS.map((d) => (
              <option key={d} value={d}>
                {d === 1 ? '1 day' : `${d} days`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-uses`}>Use limit</label>
          <input
            id={`${ids}-uses`}
            type="number"
            min={1}
            inputMode="numeric"
            placeholder="No limit"
            value={maxUses}
            onChange={(e) => setMaxUses(e.target.value)}
            aria-invalid={fields.maxUses ? true : undefined}
            aria-describedby={fields.maxUses ? `${ids}-uses-error` : undefined}
          />
          {fields.maxUses ? (
            <p id={`${ids}-uses-error`} className={styles.fieldError}>
              {fields.maxUses.join(' ')}
            </p>
          ) : null}
        </div>
      </div>
      {create.isError && Object.keys(fields).length === 0 ? (
        <p role="alert" className={styles.fieldError}>
          {friendlyMessage(create.error)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={create.isPending || team.archived}>
        {create.isPending ? 'Making…' : 'Make invite link'}
      </button>
      {url ? (
        <div className={styles.newLink} role="status">
          <p>Send this link to the people you invite. It is shown only now.</p>
          <div className={styles.linkRow}>
            <input
              readOnly
              value={url}
              aria-label="New invite link"
              className={styles.linkUrl}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}

function InviteByEmailForm({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  const ids = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('coach');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => inviteByEmail(team.id, email, role),
    onSuccess: (next) => {
      onChange(next);
      setSentTo(email.trim());
      setEmail('');
    },
  });
  const fields = isApiError(invite.error) ? invite.error.fieldErrors : {};
  return (
    <form
      className={styles.subForm}
      onSubmit={(e) => (e.preventDefault(), invite.mutate())}
      noValidate
      aria-labelledby={`${ids}-h`}
    >
      <h3 id={`${ids}-h`}>Invite by email</h3>
      <div className={styles.inlineFields}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-email`}>Email of a Sideline account</label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={fields.email ? true : undefined}
            aria-describedby={fields.email ? `${ids}-email-error` : undefined}
          />
          {fields.email ? (
            <p id={`${ids}-email-error`} className={styles.fieldError}>
              {fields.email.join(' ')}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-role`}>Joins as</label>
          <select id={`${ids}-role`} value={role} onChange={(e) => setRole(e.target.value as InvitableRole)}>
            {INVITABLE.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {invite.isError && Object.keys(fields).length === 0 ? (
        <p role="alert" className={styles.fieldError}>
          {friendlyMessage(invite.error)}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary" disabled={invite.isPending || team.archived}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
      {sentTo ? (
        <p className={styles.note} role="status">
          Invitation to {sentTo} listed below until it is answered. If the address has a Sideline account, it is waiting
          on their home page.
        </p>
      ) : null}
    </form>
  );
}

function InviteLinkList({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  const revoke = useMutation({
    mutationFn: (inviteId: string) => revokeInviteLink(team.id, inviteId),
    onSuccess: onChange,
  });
  if (team.inviteLinks.length === 0) return null;
  return (
    <>
      <h3>Invite links</h3>
      {revoke.isError ? (
        <p role="alert" className={styles.fieldError}>
          {friendlyMessage(revoke.error)}
        </p>
      ) : null}
      <ul className={styles.plainList} aria-label="Invite links">
        {team.inviteLinks.map((link) => (
          <li key={link.id} className={styles.linkItem}>
            <div>
              <strong>{ROLE_LABEL[link.role]}</strong>{' '}
              <span className={styles.stateBadge} data-state={link.state}>
                {LINK_STATE_LABEL[link.state]}
              </span>
              <span className={styles.meta}>
                Made by {link.createdBy.name} · used {link.uses}
                {link.maxUses !== null ? ` of ${link.maxUses}` : ''} · {link.state === 'expired' ? 'expired' : 'until'}{' '}
                {formatDateTime(link.expiresAt)}
              </span>
            </div>
            {link.state === 'active' ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(link.id)}
                aria-label={`Revoke the ${ROLE_LABEL[link.role].toLowerCase()} link made by ${link.createdBy.name}`}
              >
                Revoke
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function PendingRow({
  team,
  invitationId,
  label,
  detail,
  onChange,
}: {
  team: TeamDetail;
  invitationId: string;
  label: string;
  detail: string;
  onChange: (team: TeamDetail) => void;
}) {
  const cancel = useMutation({ mutationFn: () => cancelInvitation(team.id, invitationId), onSuccess: onChange });
  return (
    <li className={styles.linkItem}>
      <div>
        <strong>{label}</strong>
        <span className={styles.meta}>{detail}</span>
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        Withdraw
      </button>
    </li>
  );
}
