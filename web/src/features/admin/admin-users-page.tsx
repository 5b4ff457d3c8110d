import { SITE_ROLE_LABELS, SITE_ROLES, type AdminUser, type SiteRole } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { useSessionUser } from '../../session/session';
import { PageTitle } from '../../ui/page-title';
import { adminUsersQuery, changeRole, setDisabled, userActivityQuery } from './admin-api';
import styles from './admin-pages.module.css';
import { AuditRows } from './audit-rows';
import { formatDateTime } from '../../ui/format/date-formats';

function Activity({ userId }: { userId: string }) {
  const activity = useQuery(userActivityQuery(userId));
  if (activity.isPending) return <p role="status">Loading activity…</p>;
  if (activity.isError) return <p role="alert">{friendlyMessage(activity.error)}</p>;
  if (activity.data.items.length === 0) return <p>No activity yet.</p>;
  return (
    <>
      <AuditRows items={activity.data.items} caption="Activity" />
      {activity.data.nextCursor ? (
        <Link to={`/admin/audit?actorId=${encodeURIComponent(userId)}`}>All of their events in the audit log</Link>
      ) : null}
    </>
  );
}

function UserRow({ user, me }: { user: AdminUser; me: string | undefined }) {
  const queryClient = useQueryClient();
  const [showActivity, setShowActivity] = useState(false);
  const done = () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
  const role = useMutation({ mutationFn: (next: SiteRole) => changeRole(user.id, next), onSuccess: done });
  const disable = useMutation({ mutationFn: (next: boolean) => setDisabled(user.id, next), onSuccess: done });
  const error = role.error ?? disable.error;
  return (
    <>
      <tr data-testid={`user-${user.email}`}>
        <td>
          <strong>{user.displayName}</strong>
          {user.id === me ? ' (you)' : ''}
          <div className={styles.muted}>{user.email}</div>
        </td>
        <td>
          <label className="visually-hidden" htmlFor={`role-${user.id}`}>
            Site role of {user.displayName}
          </label>
          <select
            id={`role-${user.id}`}
            value={user.role}
            disabled={role.isPending}
            onChange={(e) => role.mutate(e.target.value as SiteRole)}
          >
            {SITE_ROLES.map((value) => (
              <option key={value} value={value}>
                {SITE_ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </td>
        <td>
          <span className={user.status === 'disabled' ? styles.badgeDanger : styles.badge}>{user.status}</span>
        </td>
        <td>
          {user.lastActivityAt ? (
            <time dateTime={user.lastActivityAt}>{formatDateTime(user.lastActivityAt)}</time>
          ) : (
            '—'
          )}
        </td>
        <td>
          <time dateTime={user.registeredAt}>{formatDateTime(user.registeredAt)}</time>
        </td>
        <td className={styles.rowActions}>
          <button
            type="button"
            className={user.status === 'disabled' ? 'button button--secondary' : 'button button--accent'}
            disabled={disable.isPending}
            onClick={() => {
              if (
                user.status === 'disabled' ||
                window.confirm(`Disable ${user.displayName}? They are signed out everywhere at once.`)
              )
                disable.mutate(user.status !== 'disabled');
            }}
          >
            {user.status === 'disabled' ? 'Enable' : 'Disable'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={showActivity}
            onClick={() => setShowActivity(!showActivity)}
          >
            Activity
          </button>
          <Link to={`/history/user/${encodeURIComponent(user.id)}`}>History</Link>
        </td>
      </tr>
      {error ? (
        <tr>
          <td colSpan={6} role="alert" className={styles.error}>
            {friendlyMessage(error)}
          </td>
        </tr>
      ) : null}
      {showActivity ? (
        <tr>
          <td colSpan={6}>
            <Activity userId={user.id} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/**
 * `/admin/users`: search by name or email, sort (last activity too), change the site role, disable or enable, activity.
 */
export function AdminUsersPage() {
  const me = useSessionUser();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sort = params.get('sort') ?? 'lastActivity';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = new URLSearchParams({ ...(q ? { q } : {}), sort, page: String(page), pageSize: '25' }).toString();
  const users = useQuery(adminUsersQuery(search));
  const [draft, setDraft] = useState(q);
  const go = (next: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries({ q, sort, page: '1', ...next }).filter(([, v]) => v !== '')));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim() });
  };
  return (
    <div className={styles.page}>
      <PageTitle title="Users" />
      <h1 className={styles.title}>Users</h1>
      <form className={styles.filters} onSubmit={onSearch} role="search">
        <label>
          Name or email <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit" className="button button--primary">
          Search
        </button>
        <label>
          Sort by{' '}
          <select value={sort} onChange={(e) => go({ sort: e.target.value })}>
            <option value="lastActivity">Last activity</option>
            <option value="registered">Newest accounts</option>
            <option value="name">Name</option>
          </select>
        </label>
      </form>
      {users.isPending ? (
        <p role="status">Loading users…</p>
      ) : users.isError ? (
        <p role="alert">{friendlyMessage(users.error)}</p>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {users.data.total} {users.data.total === 1 ? 'account' : 'accounts'}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Users</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Last activity</th>
                  <th scope="col">Registered</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.items.map((user) => (
                  <UserRow key={user.id} user={user} me={me?.id} />
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Pages" className={styles.filters}>
            {page > 1 ? (
              <button type="button" className="button button--secondary" onClick={() => go({ page: String(page - 1) })}>
                Previous
              </button>
            ) : null}
            <span>
              Page {page} of {users.data.pageCount}
            </span>
            {page < users.data.pageCount ? (
              <button type="button" className="button button--secondary" onClick={() => go({ page: String(page + 1) })}>
                Next
              </button>
            ) : null}
          </nav>
        </>
      )}
    </div>
  );
}
