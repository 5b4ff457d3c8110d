import { useQueryClient } from '@tanstack/react-query';
import { EntityHistory } from '../../history';
import { planKeys } from '../plan-queries';

/** The plan's history: the one history tab every entity page shows (versions, changes, restore). */
export function PlanHistoryPanel({ planId }: { planId: string }) {
  const queryClient = useQueryClient();
  return (
    <EntityHistory
      entityType="plan"
      entityId={planId}
      onRestored={() => void queryClient.invalidateQueries({ queryKey: planKeys.detail(planId) })}
    />
  );
}
