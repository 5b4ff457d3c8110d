import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { useSessionUser } from '../../session/session';
import { leaveTeam, setTeamArchived, teamKeys, transferOwnership, type TeamDetail } from './team-api';
import { ROLE_LABEL } from './team-labels';
import styles from './teams.module.css';

/** Archive, hand over, leave: each asks once more before it acts. */
export function TeamDangerZone({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  const lastOwner = team.myRole === 'owner' && !team.can.leave;
  if (!team.can.own && !team.can.leave && !lastOwner) return null;
  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="danger-heading">
      <h2 id="danger-heading">Danger zone</h2>
      {team.can.own ? <ArchiveRow team={team} onChange={onChange} /> : null}
      {team.can.own && !team.archived ? <TransferRow team={team} onChange={onChange} /> : null}
      {team.can.leave ? <LeaveRow team={team} /> : null}
      {lastOwner ? (
        <p className={styles.note}>
          You are this team&apos;s only owner, so you cannot leave it. Hand it over to another member first.
        </p>
      ) : null}
    </section>
  );
}

function ArchiveRow({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  const [confirming, setConfirming] = useState(false);
  const archive = useMutation({
    mutationFn: () => setTeamArchived(team.id, !team.archived),
    onSuccess: (next) => (onChange(next), setConfirming(false)),
  });
  return (
    <div className={styles.dangerRow}>
      <div>
        <strong>{team.archived ? 'Bring the team back' : 'Archive the team'}</strong>
        <p className={styles.meta}>
          {team.archived
            ? 'Members can change it again and invite links work again.'
            : 'Everything is kept, read-only. No one can join or change it until an owner brings it back.'}
        </p>
        {archive.isError ? (
          <p role="alert" className={styles.fieldError}>
            {friendlyMessage(archive.error)}
          </p>
        ) : null}
      </div>
      {team.archived ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={archive.isPending}
          onClick={() => archive.mutate()}
        >
          Unarchive
        </button>
      ) : confirming ? (
        <span className={styles.rowActions}>
          <button
            type="button"
            className={`button ${styles.dangerButton}`}
            disabled={archive.isPending}
            onClick={() => archive.mutate()}
          >
            Yes, archive it
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </span>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Archive…
        </button>
      )}
    </div>
  );
}

function TransferRow({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  const ids = useId();
  const user = useSessionUser();
  const others = team.members.filter((m) => m.userId !== user?.id);
  const [to, setTo] = useState('');
  const transfer = useMutation({
    mutationFn: () => transferOwnership(team.id, to),
    onSuccess: (next) => (onChange(next), setTo('')),
  });
  if (others.length === 0) return null;
  const chosen = others.find((m) => m.userId === to);
  return (
    <div className={styles.dangerRow}>
      <div>
        <strong>Hand the team over</strong>
        <p className={styles.meta}>They become an owner; you stay on as an admin.</p>
        <label htmlFor={`${ids}-to`} className="visually-hidden">
          New owner
        </label>
        <select id={`${ids}-to`} value={to} onChange={(e) => setTo(e.target.value)}>
          <option value="">Choose a member…</option>
          {others.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.name} ({ROLE_LABEL[m.role].toLowerCase()})
            </option>
          ))}
        </select>
        {transfer.isError ? (
          <p role="alert" className={styles.fieldError}>
            {friendlyMessage(transfer.error)}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={`button ${styles.dangerButton}`}
        disabled={!chosen || transfer.isPending}
        onClick={() => transfer.mutate()}
      >
        {chosen ? `Hand over to ${chosen.name}` : 'Hand over'}
      </button>
    </div>
  );
}

function LeaveRow({ team }: { team: TeamDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const leave = useMutation({
    mutationFn: () => leaveTeam(team.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: teamKeys.detail(team.id) });
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void navigate('/teams');
    },
  });
  return (
    <div className={styles.dangerRow}>
      <div>
        <strong>Leave the team</strong>
        <p className={styles.meta}>
          You lose access to its team content at once. An owner or admin can invite you back.
        </p>
        {leave.isError ? (
          <p role="alert" className={styles.fieldError}>
            {friendlyMessage(leave.error)}
          </p>
        ) : null}
      </div>
      {confirming ? (
        <span className={styles.rowActions}>
          <button
            type="button"
            className={`button ${styles.dangerButton}`}
            disabled={leave.isPending}
            onClick={() => leave.mutate()}
          >
            Yes, leave {team.details.name}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            Stay
          </button>
        </span>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Leave…
        </button>
      )}
    </div>
  );
}
