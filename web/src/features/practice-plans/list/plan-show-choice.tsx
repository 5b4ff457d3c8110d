import { PLAN_LIST_SHOWS, type PlanListShow } from '@sideline/domain';
import { Link } from 'react-router';
import { planList, withPlanShow, type PlanListState } from './plan-list-params';
import styles from './plan-show-choice.module.css';

export const PLAN_SHOW_LABELS: Record<PlanListShow, string> = {
  plans: 'Plans',
  practices: 'Practices on the calendar',
  all: 'All',
};

/**
 * The plan list's view: the library of plans (the default), the practices a team's season put on its calendar, or
 * both. Links, so each view has its address; a series of 34 practices then never buries the plans a coach reuses.
 */
export function PlanShowChoice({ state, update }: { state: PlanListState; update: (next: PlanListState) => void }) {
  return (
    <nav className={styles.choice} aria-label="Which plans">
      {PLAN_LIST_SHOWS.map((show) => {
        const next = withPlanShow(state, show);
        return (
          <Link
            key={show}
            to={`/practice-plans${planList.search(next)}`}
            className={styles.option}
            aria-current={state.show === show ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              update(next);
            }}
          >
            {PLAN_SHOW_LABELS[show]}
          </Link>
        );
      })}
    </nav>
  );
}
