import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { drillKeys } from '../drill-queries';
import { listImportBatches, undoImportBatch, type ImportBatch } from './bulk-upload-api';
import { bulkErrorMessage } from './bulk-error-message';
import styles from './bulk-upload.module.css';
import { formatDateTime } from '../../../ui/format/date-formats';

export const importBatchesKey = ['drill-import-batches'] as const;

function ImportItem({ batch }: { batch: ImportBatch }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const undo = useMutation({
    mutationFn: () => undoImportBatch(batch.batchId),
    meta: { handledStatuses: [401, 403, 404, 409] },
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: importBatchesKey });
      void queryClient.invalidateQueries({ queryKey: drillKeys.all });
    },
  });
  const drills = `${batch.count.toLocaleString('en')} drill${batch.count === 1 ? '' : 's'}`;
  return (
    <li className={styles.importItem}>
      <div>
        <div className={styles.importName}>{batch.fileName}</div>
        <div className={styles.muted}>
          {drills} · {formatDateTime(batch.createdAt)} ·{' '}
          {batch.undone
            ? `undone ${batch.undoneAt ? formatDateTime(batch.undoneAt) : ''}`
            : batch.status === 'importing'
              ? 'not finished'
              : 'imported'}
        </div>
        {undo.isError ? (
          <p className={styles.alert} role="alert">
            {bulkErrorMessage(undo.error)}
          </p>
        ) : null}
      </div>
      {batch.undone ? null : confirming ? (
        <div className={styles.confirm} role="group" aria-label={`Confirm undoing ${batch.fileName}`}>
          <span>Delete the {drills} of this import?</span>
          <button
            type="button"
            className="button button--primary"
            disabled={undo.isPending}
            onClick={() => undo.mutate()}
          >
            {undo.isPending ? 'Undoing…' : 'Yes, undo the import'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={undo.isPending}
            onClick={() => setConfirming(false)}
          >
            Keep them
          </button>
        </div>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Undo this import
        </button>
      )}
    </li>
  );
}

/** My latest imports, each with "Undo this import" (after a confirmation). */
export function RecentImports() {
  const batches = useQuery({
    queryKey: importBatchesKey,
    queryFn: ({ signal }) => listImportBatches(signal),
    meta: { handledStatuses: [401] },
  });
  if (batches.isPending) return <p className={styles.muted}>Loading your imports…</p>;
  if (batches.isError)
    return (
      <p className={styles.alert} role="alert">
        {bulkErrorMessage(batches.error)}
      </p>
    );
  if (batches.data.length === 0) return <p className={styles.muted}>You have not imported any drills yet.</p>;
  return (
    <ul className={styles.importList}>
      {batches.data.map((batch) => (
        <ImportItem key={batch.batchId} batch={batch} />
      ))}
    </ul>
  );
}
