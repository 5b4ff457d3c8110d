import { sportNameOf } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import { loginPath } from '../../session/safe-next';
import { useSessionUser } from '../../session/session';
import { fetchInvitePreview, joinByInvite, teamKeys } from './team-api';
import { formatDateTime } from '../../ui/format/date-formats';
import { ROLE_HINT, ROLE_LABEL } from './team-labels';
import styles from './teams.module.css';

const DEAD_LINK_TITLE: Record<string, string> = {
  'TEAM.INVITE_EXPIRED': 'This invite link has expired',
  'TEAM.INVITE_REVOKED': 'This invite link was withdrawn',
  'TEAM.INVITE_USED_UP': 'This invite link has been used up',
  'TEAM.ARCHIVED': 'This team is archived',
};

/** `/teams/join/:token`: what the link opens, then join (signing in or creating an account first if needed). */
export function JoinTeamPage() {
  const { token = '' } = useParams();
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: [...teamKeys.invite(token), user?.id ?? null],
    queryFn: ({ signal }) => fetchInvitePreview(token, signal),
    retry: false,
  });
  const join = useMutation({
    mutationFn: () => joinByInvite(token),
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.detail(team.id), team);
      await queryClient.invalidateQueries({ queryKey: teamKeys.mine });
      void navigate(`/teams/${team.id}/settings`);
    },
  });

  if (preview.isPending) return <p className={styles.note}>Opening the invite…</p>;
  const failure =
    preview.error ??
    (join.error && isApiError(join.error) && join.error.status !== 0 && DEAD_LINK_TITLE[join.error.code]
      ? join.error
      : null);
  if (failure) {
    const code = isApiError(failure) ? failure.code : '';
    return (
      <div className={styles.joinCard}>
        <PageTitle title="Invite link" />
        <h1>
          {DEAD_LINK_TITLE[code] ??
            (isApiError(failure) && failure.status === 404
              ? 'This invite link does not work'
              : 'Could not open the invite')}
        </h1>
        {/* The team's own words for a dead link (expired, withdrawn, used up) say what to do next. */}
        <p>{isApiError(failure) && failure.code.startsWith('TEAM.') ? failure.message : friendlyMessage(failure)}</p>
        <p>
          <Link to="/teams">Go to my teams</Link>
        </p>
      </div>
    );
  }
  const invite = preview.data;
  if (!invite) return null;
  const here = `/teams/join/${token}`;
  return (
    <div className={styles.joinCard}>
      <PageTitle title={`Join ${invite.team.name}`} />
      <p className={styles.kicker}>Team invitation</p>
      <h1>Join {invite.team.name}</h1>
      <p className={styles.meta}>
        {sportNameOf(invite.team.sport)} · {invite.team.memberCount}{' '}
        {invite.team.memberCount === 1 ? 'person' : 'people'} · link works until {formatDateTime(invite.expiresAt)}
      </p>
      <p>
        You join as <strong>{ROLE_LABEL[invite.role].toLowerCase()}</strong>: {ROLE_HINT[invite.role]}.
      </p>
      {invite.alreadyMember ? (
        <p>
          You are already in this team. <Link to={`/teams/${invite.team.id}/settings`}>Open the team</Link>
        </p>
      ) : user ? (
        <>
          {join.isError ? (
            <p role="alert" className={styles.formAlert}>
              {friendlyMessage(join.error)}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            disabled={join.isPending}
            onClick={() => join.mutate()}
          >
            {join.isPending ? 'Joining…' : `Join ${invite.team.name}`}
          </button>
        </>
      ) : (
        <div className={styles.rowActions}>
          <Link className="button button--primary" to={loginPath(here, 'register')}>
            Create an account to join
          </Link>
          <Link className="button button--secondary" to={loginPath(here)}>
            I have an account: sign in
          </Link>
        </div>
      )}
    </div>
  );
}
