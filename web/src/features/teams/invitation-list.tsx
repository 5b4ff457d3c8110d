import type { MyInvitation } from '@sideline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { answerInvitation, teamKeys } from './team-api';
import { formatDay } from '../../ui/format/date-formats';
import { ROLE_LABEL } from './team-labels';
import styles from './teams.module.css';

/** Invitations waiting for me: join with the offered role, or decline. */
export function InvitationList({ invitations }: { invitations: readonly MyInvitation[] }) {
  return (
    <section className={styles.invitations} aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Invitations for you</h2>
      <ul className={styles.plainList}>
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: MyInvitation }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const answer = useMutation({
    mutationFn: (accept: boolean) => answerInvitation(invitation.team.id, invitation.id, accept),
    onSuccess: async (_result, accept) => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      if (accept) void navigate(`/teams/${invitation.team.id}/settings`);
    },
  });
  return (
    <li className={styles.invitation}>
      <div>
        <strong>{invitation.team.name}</strong>
        <span className={styles.meta}>
          {invitation.invitedBy} invited you as {ROLE_LABEL[invitation.role].toLowerCase()} ·{' '}
          {formatDay(invitation.sentAt)}
        </span>
        {answer.isError ? (
          <p role="alert" className={styles.fieldError}>
            {friendlyMessage(answer.error)}
          </p>
        ) : null}
      </div>
      <div className={styles.rowActions}>
        <button
          type="button"
          className="button button--primary"
          disabled={answer.isPending}
          onClick={() => answer.mutate(true)}
          aria-label={`Join ${invitation.team.name}`}
        >
          Join
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate(false)}
          aria-label={`Decline the invitation to ${invitation.team.name}`}
        >
          Decline
        </button>
      </div>
    </li>
  );
}
