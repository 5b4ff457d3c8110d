import { formatMinutes } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listPlans } from '../practice-plans';
import { BOARD_PAGE_SIZE, listBoards } from '../whiteboard';
import panel from '../../ui/panel.module.css';
import styles from './recent-work.module.css';
import { formatDateTime } from '../../ui/format/date-formats';

const RECENT = 5;

// Plans and season practices alike, but only what a person edited: a series' generated practices nobody touched stay
// out.
const RECENT_PLANS = `mine=true&show=all&edited=true&sort=edited&order=desc&pageSize=${RECENT}`;
const recentPlansQuery = {
  queryKey: ['plans', 'recent'],
  queryFn: ({ signal }: { signal: AbortSignal }) => listPlans(RECENT_PLANS, signal),
};
// Boards come latest change first.
const recentBoardsQuery = {
  queryKey: ['boards', 'list', 'recent'],
  queryFn: ({ signal }: { signal: AbortSignal }) => listBoards({ q: '', mine: true, team: null, page: 1 }, signal),
};

/** Whether I have made anything yet (a plan or a board): null while not known. */
export function useHasOwnWork(): boolean | null {
  const plans = useQuery(recentPlansQuery).data;
  const boards = useQuery(recentBoardsQuery).data;
  if (plans && plans.items.length > 0) return true;
  if (boards && boards.items.length > 0) return true;
  return plans && boards ? false : null;
}

/** Home: the plans and boards I changed last, one click from picking them up again. */
export function RecentWork() {
  const plans = useQuery(recentPlansQuery);
  const boards = useQuery(recentBoardsQuery);
  return (
    <section className={panel.panel} aria-labelledby="recent-heading">
      <h2 id="recent-heading" className={panel.title}>
        Recently edited
      </h2>
      <div className={styles.columns}>
        <div>
          <h3 className={styles.columnTitle}>Practice plans</h3>
          {plans.data && plans.data.items.length === 0 ? (
            <p className={styles.empty}>
              No plans yet. <Link to="/practice-plans/create">Create one</Link>.
            </p>
          ) : null}
          <ul className={styles.list}>
            {(plans.data?.items ?? []).map((plan) => (
              <li key={plan.id}>
                <Link to={`/practice-plans/${plan.id}`} className={styles.name}>
                  {plan.name}
                </Link>
                <span className={styles.meta}>
                  {formatMinutes(plan.totalMinutes)} · changed {formatDateTime(plan.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.columnTitle}>Whiteboards</h3>
          {boards.data && boards.data.items.length === 0 ? (
            <p className={styles.empty}>
              No boards yet. <Link to="/whiteboard">Start one</Link>.
            </p>
          ) : null}
          <ul className={styles.list}>
            {(boards.data?.items ?? []).slice(0, Math.min(RECENT, BOARD_PAGE_SIZE)).map((board) => (
              <li key={board.id}>
                <Link to={`/whiteboard/${board.id}`} className={styles.name}>
                  {board.name}
                </Link>
                <span className={styles.meta}>changed {formatDateTime(board.updatedAt)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
