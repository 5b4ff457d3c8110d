import { sportNameOf, type TeamSummary } from '@sideline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import { useSessionUser } from '../../session/session';
import { useLiveChanges } from '../../live/use-live-changes';
import { InvitationList } from './invitation-list';
import { createTeam, fetchMyTeams, teamKeys } from './team-api';
import { blankTeamDetails, TeamDetailsForm } from './team-details-form';
import { ROLE_LABEL } from './team-labels';
import styles from './teams.module.css';

/** `/teams`: my teams with my role, invitations waiting for me, and a new team. */
export function TeamsPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const teams = useQuery({
    queryKey: teamKeys.mine,
    queryFn: ({ signal }) => fetchMyTeams(signal),
    enabled: user !== null,
  });
  useLiveChanges(user ? [`user-teams:${user.id}`, 'teams'] : [], () => void teams.refetch());

  if (!user) {
    return (
      <div className={styles.page}>
        <PageTitle title="Teams" />
        <h1>Teams</h1>
        <p className={styles.lead}>
          <Link to="/login?next=/teams">Sign in</Link> to see your teams, or to start one for your coaching staff and
          players.
        </p>
      </div>
    );
  }

  const list = teams.data;
  return (
    <div className={styles.page}>
      <PageTitle title="Teams" />
      <header className={styles.pageHeader}>
        <div>
          <h1>Teams</h1>
          <p className={styles.lead}>
            Your coaching staff and players in one place: team drills, plans and boards, shared with the right people.
          </p>
        </div>
        {!creating ? (
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            New team
          </button>
        ) : null}
      </header>

      {creating ? (
        <section className={styles.card} aria-labelledby="new-team-heading">
          <div className={styles.cardHeader}>
            <h2 id="new-team-heading">New team</h2>
            <button type="button" className="button button--secondary" onClick={() => setCreating(false)}>
              Cancel
            </button>
          </div>
          <TeamDetailsForm
            initial={blankTeamDetails()}
            submitLabel="Create team"
            busyLabel="Creating…"
            onSubmit={async (details) => {
              const team = await createTeam(details);
              await queryClient.invalidateQueries({ queryKey: teamKeys.all });
              void navigate(`/teams/${team.id}/settings`);
            }}
          />
        </section>
      ) : null}

      {teams.isError ? (
        <p role="alert" className={styles.formAlert}>
          {friendlyMessage(teams.error)}
        </p>
      ) : null}
      {teams.isPending ? <p className={styles.note}>Loading your teams…</p> : null}

      {list && list.invitations.length > 0 ? <InvitationList invitations={list.invitations} /> : null}

      {list ? (
        list.items.length === 0 ? (
          <div className={styles.empty}>
            <p>You are not in a team yet. Create one, or open an invite link a coach sent you.</p>
          </div>
        ) : (
          <ul className={styles.teamGrid} aria-label="My teams">
            {list.items.map((team) => (
              <TeamCard key={team.id} team={team} />
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function TeamCard({ team }: { team: TeamSummary }) {
  return (
    <li className={styles.teamCard}>
      <Link to={`/teams/${team.id}/settings`} className={styles.teamLink}>
        {team.details.name}
      </Link>
      <span className={styles.meta}>
        {sportNameOf(team.details.sport)} · {team.memberCount} {team.memberCount === 1 ? 'person' : 'people'}
      </span>
      <span className={styles.badges}>
        {team.myRole ? (
          <span className={styles.roleBadge}>{ROLE_LABEL[team.myRole]}</span>
        ) : (
          <span className={styles.roleBadge}>Site admin</span>
        )}
        {team.archived ? <span className={styles.archivedBadge}>Archived</span> : null}
      </span>
      <Link to={`/teams/${team.id}/season`} className={styles.meta}>
        Season<span className="visually-hidden"> of {team.details.name}</span>
      </Link>
    </li>
  );
}
