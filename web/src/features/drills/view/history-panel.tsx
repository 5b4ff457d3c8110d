import { useQueryClient } from '@tanstack/react-query';
import type { DrillDetail } from '@sideline/domain';
import { EntityHistory } from '../../history';
import { drillKeys } from '../drill-queries';

/** The drill's history: the one history tab every entity page shows (versions, changes, restore). */
export function HistoryPanel({ drill }: { drill: DrillDetail }) {
  const queryClient = useQueryClient();
  return (
    <EntityHistory
      entityType="drill"
      entityId={drill.id}
      onRestored={() => void queryClient.invalidateQueries({ queryKey: drillKeys.detail(drill.id) })}
    />
  );
}
