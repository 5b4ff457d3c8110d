import { TEAM_ROLES, type TeamMember, type TeamRole } from '@sideline/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { friendlyMessage } from '../../api/friendly-message';
import { changeMemberRole, removeMember, type TeamDetail } from './team-api';
import { formatDay } from '../../ui/format/date-formats';
import { ROLE_HINT, ROLE_LABEL } from './team-labels';
import styles from './teams.module.css';

/** The members with their roles; role changes and removals where the server's flags allow them. */
export function TeamMembers({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  return (
    <section className={styles.card} aria-labelledby="members-heading">
      <h2 id="members-heading">Members</h2>
      <ul className={styles.memberList} aria-label="Members">
        {team.members.map((member) => (
          <MemberRow key={member.userId} team={team} member={member} onChange={onChange} />
        ))}
      </ul>
      <details className={styles.roleHelp}>
        <summary>What each role may do</summary>
        <dl>
          {TEAM_ROLES.map((role) => (
            <div key={role}>
              <dt>{ROLE_LABEL[role]}</dt>
              <dd>{ROLE_HINT[role]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

function MemberRow({
  team,
  member,
  onChange,
}: {
  team: TeamDetail;
  member: TeamMember;
  onChange: (team: TeamDetail) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const role = useMutation({
    mutationFn: (next: TeamRole) => changeMemberRole(team.id, member.userId, next),
    onSuccess: onChange,
  });
  const remove = useMutation({ mutationFn: () => removeMember(team.id, member.userId), onSuccess: onChange });
  const error = role.error ?? remove.error;
  return (
    <li className={styles.memberRow}>
      <div className={styles.memberName}>
        <strong>{member.name}</strong>
        <span className={styles.meta}>Joined {formatDay(member.joinedAt)}</span>
      </div>
      {member.can.changeRole ? (
        <label className={styles.inlineField}>
          <span className="visually-hidden">Role of {member.name}</span>
          <select
            value={member.role}
            disabled={role.isPending}
            onChange={(event) => role.mutate(event.target.value as TeamRole)}
          >
            {TEAM_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span className={styles.roleBadge}>{ROLE_LABEL[member.role]}</span>
      )}
      {member.can.remove ? (
        confirming ? (
          <span className={styles.rowActions}>
            <button
              type="button"
              className={`button ${styles.dangerButton}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              Remove {member.name}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${member.name} from the team`}
          >
            Remove
          </button>
        )
      ) : null}
      {error ? (
        <p role="alert" className={`${styles.fieldError} ${styles.rowError}`}>
          {friendlyMessage(error)}
        </p>
      ) : null}
    </li>
  );
}
