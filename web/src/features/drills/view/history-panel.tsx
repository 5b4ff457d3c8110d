import { useQuery } from '@tanstack/react-query';
import { ChangeHistory } from '../../history/change-history';
import { historyQuery } from '../drill-queries';
import type { DrillDetail } from '@sideline/domain';
import { readableChange } from './history-format';

/** The drill's history, newest first: who did what, when, and each field's old and new value. */
export function HistoryPanel({ drill }: { drill: DrillDetail }) {
  const history = useQuery(historyQuery(drill.id));
  return <ChangeHistory history={history} describeChange={(change) => readableChange(change, drill.sport)} />;
}
