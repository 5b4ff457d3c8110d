import { sportNameOf } from '@sideline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { isApiError } from '../../api/api-error';
import { PageTitle } from '../../ui/page-title';
import { useLiveChanges } from '../../live/use-live-changes';
import { editTeam, fetchTeam, teamKeys, type TeamDetail } from './team-api';
import { TeamDangerZone } from './team-danger-zone';
import { TeamDetailsForm } from './team-details-form';
import { TeamInvites } from './team-invites';
import { DAY_NAMES, ROLE_LABEL } from './team-labels';
import { TeamMembers } from './team-members';
import styles from './teams.module.css';

/**
 * `/teams/:teamId/settings`: the team's details, members and roles, invitations and links, and its danger zone.
 * What each viewer may do comes from the server's `can` flags; members see a read-only page.
 */
export function TeamSettingsPage() {
  const { teamId = '' } = useParams();
  const queryClient = useQueryClient();
  const team = useQuery({
    queryKey: teamKeys.detail(teamId),
    queryFn: ({ signal }) => fetchTeam(teamId, signal),
    retry: false,
  });
  useLiveChanges([`team:${teamId}`], () => void team.refetch());
  const update = (next: TeamDetail) => queryClient.setQueryData(teamKeys.detail(teamId), next);

  if (team.isPending) return <p className={styles.note}>Loading the team…</p>;
  if (team.isError) {
    const gone = isApiError(team.error) && team.error.status === 404;
    return (
      <div className={styles.page}>
        <PageTitle title="Team" />
        <h1>{gone ? 'This team is not available' : 'Could not load the team'}</h1>
        <p className={styles.lead}>
          {gone ? 'It does not exist, or you are no longer one of its members.' : friendlyMessage(team.error)}
        </p>
        <Link to="/teams">Back to my teams</Link>
      </div>
    );
  }
  const t = team.data;
  return (
    <div className={styles.page}>
      <PageTitle title={`${t.details.name} · Team settings`} />
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/teams">Teams</Link> <span aria-hidden="true">›</span> <span>{t.details.name}</span>{' '}
        <span aria-hidden="true">·</span> <Link to={`/teams/${t.id}/season`}>Season</Link>
      </nav>
      <header className={styles.pageHeader}>
        <div>
          <h1>{t.details.name}</h1>
          <p className={styles.meta}>
            {sportNameOf(t.details.sport)} · {t.memberCount} {t.memberCount === 1 ? 'person' : 'people'}
            {t.myRole ? ` · you are ${ROLE_LABEL[t.myRole].toLowerCase()}` : ' · you see it as a site admin'}
          </p>
        </div>
        {t.archived ? (
          <span className={styles.archivedBadge}>Archived: read-only until an owner brings it back</span>
        ) : null}
      </header>

      <section className={styles.card} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        {t.can.manage ? (
          <Link to={`/history/team/${encodeURIComponent(t.id)}`}>History of the team’s settings and members</Link>
        ) : null}
        {t.can.manage ? (
          <TeamDetailsForm
            initial={t.details}
            submitLabel="Save details"
            busyLabel="Saving…"
            changedOnly
            onSubmit={async (changes) => update(await editTeam(t.id, changes))}
          />
        ) : (
          <dl className={styles.readOnlyDetails}>
            <div>
              <dt>Time zone</dt>
              <dd>{t.details.timeZone.replaceAll('_', ' ')}</dd>
            </div>
            <div>
              <dt>Weeks start on</dt>
              <dd>{DAY_NAMES[t.details.firstDayOfWeek]}</dd>
            </div>
            <div>
              <dt>Usual practice</dt>
              <dd>
                {t.details.practiceStartTime}, {t.details.practiceMinutes} minutes
              </dd>
            </div>
            {t.details.description ? (
              <div>
                <dt>About</dt>
                <dd>{t.details.description}</dd>
              </div>
            ) : null}
          </dl>
        )}
      </section>

      <TeamMembers team={t} onChange={update} />
      {t.can.manage ? <TeamInvites team={t} onChange={update} /> : null}
      <TeamDangerZone team={t} onChange={update} />
    </div>
  );
}
