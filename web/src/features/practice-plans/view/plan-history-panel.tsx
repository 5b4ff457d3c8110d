import { useQuery } from '@tanstack/react-query';
import { ChangeHistory } from '../../history/change-history';
import { planHistoryQuery } from '../plan-queries';
import { readablePlanChange } from './plan-history-format';

/** The plan's history, newest first: who did what, when, and each detail's old and new value. */
export function PlanHistoryPanel({ planId }: { planId: string }) {
  const history = useQuery(planHistoryQuery(planId));
  return <ChangeHistory history={history} describeChange={readablePlanChange} />;
}
