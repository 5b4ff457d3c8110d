import type { SessionUser } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLiveChanges } from '../../live/use-live-changes';
import { InvitationList } from './invitation-list';
import { fetchMyTeams, teamKeys } from './team-api';
import { ROLE_LABEL } from './team-labels';
import styles from './teams.module.css';

/** On the home page: invitations waiting for me, and my teams with my role (nothing while there are none). */
export function HomeTeams({ user }: { user: SessionUser }) {
  const teams = useQuery({ queryKey: teamKeys.mine, queryFn: ({ signal }) => fetchMyTeams(signal) });
  useLiveChanges([`user-teams:${user.id}`], () => void teams.refetch());
  const list = teams.data;
  if (!list || (list.items.length === 0 && list.invitations.length === 0)) return null;
  const active = list.items.filter((team) => !team.archived);
  return (
    <div className={styles.homeTeams}>
      {list.invitations.length > 0 ? <InvitationList invitations={list.invitations} /> : null}
      {active.length > 0 ? (
        <section aria-labelledby="home-teams-heading" className={styles.homeTeams}>
          <h2 id="home-teams-heading">My teams</h2>
          <ul className={styles.teamGrid} aria-label="My teams">
            {active.map((team) => (
              <li key={team.id} className={styles.teamCard}>
                <Link to={`/teams/${team.id}/settings`} className={styles.teamLink}>
                  {team.details.name}
                </Link>
                <span className={styles.meta}>
                  {team.myRole ? ROLE_LABEL[team.myRole] : 'Site admin'} · {team.memberCount}{' '}
                  {team.memberCount === 1 ? 'person' : 'people'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
