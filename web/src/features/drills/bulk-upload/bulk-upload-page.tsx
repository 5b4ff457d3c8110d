import { BULK_LIMITS, type BulkField } from '@sideline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { drillKeys } from '../drill-queries';
import { existingDrillsNamed, previewFile, type UploadChoices } from './bulk-upload-api';
import { bulkErrorMessage } from './bulk-error-message';
import styles from './bulk-upload.module.css';
import { FilePicker } from './file-picker';
import { fileProblem, fileToBase64 } from './file-to-base64';
import { ImportPanel } from './import-panel';
import { PreviewTable } from './preview-table';
import {
  applyExistingMatch,
  countRows,
  dropRow,
  editRow,
  previewStateFrom,
  restoreDropped,
  rowKey,
  type PreviewState,
} from './preview-state';
import { RecentImports, importBatchesKey } from './recent-imports';
import { UploadSettings } from './upload-settings';
import { useBulkImport } from './use-bulk-import';

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={`bulk-step-${n}`}>
      <h2 id={`bulk-step-${n}`} className={styles.panelTitle}>
        <span className={styles.step} aria-hidden="true">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/drills/bulk-upload`: choose sport and visibility, pick a CSV or .xlsx file, check every row (the server parses;
 * edits are re-checked here by the same schema), import the valid rows in chunks with progress, undo an import.
 */
export function BulkUploadPage() {
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<UploadChoices>({ sport: 'quadball', visibility: 'public' });
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: importBatchesKey });
    void queryClient.invalidateQueries({ queryKey: drillKeys.all });
  }, [queryClient]);
  const importer = useBulkImport(refreshLists);

  const upload = useMutation({
    // The choices travel with the request, so the rows are always re-checked with the ones they were read with.
    mutationFn: async ({ file, chosen }: { file: File; chosen: UploadChoices }) =>
      previewFile(file.name, await fileToBase64(file), chosen),
    // The page explains these itself, next to the file picker.
    meta: { handledStatuses: [400, 401, 403, 413] },
    onMutate: () => setFileError(null),
    onSuccess: (data, { chosen }) => {
      importer.reset();
      setPreview(previewStateFrom(data, chosen));
    },
    onError: (error) => setFileError(bulkErrorMessage(error)),
  });

  const chooseFile = (file: File) => {
    const problem = fileProblem(file, BULK_LIMITS.fileBytes);
    if (problem) {
      setFileError(problem);
      return;
    }
    upload.mutate({ file, chosen: choices });
  };

  const saveRow = async (rowNumber: number, raw: Record<BulkField, string>) => {
    if (!preview) return;
    const before = preview.rows.find((row) => row.row === rowNumber);
    const next = editRow(preview, rowNumber, raw);
    setPreview(next);
    const edited = next.rows.find((row) => row.row === rowNumber);
    // A renamed row may now match a drill in the library: ask the server, which knows what this coach can see.
    if (!edited || !before || rowKey(edited) === rowKey(before) || rowKey(edited) === null) return;
    try {
      const [match] = await existingDrillsNamed([
        { sport: String(edited.input.sport), name: String(edited.input.name) },
      ]);
      setPreview((current) => (current ? applyExistingMatch(current, rowNumber, match?.drill ?? null) : current));
    } catch {
      // The duplicate flag is advice; the row can be imported either way.
    }
  };

  const startOver = () => {
    setPreview(null);
    setFileError(null);
    importer.reset();
  };

  const counts = useMemo(() => (preview ? countRows(preview.rows) : null), [preview]);
  const view = importer.view;
  const importing = view.phase === 'running';

  return (
    <div className={styles.page}>
      <PageTitle title="Bulk upload drills" />
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Bulk upload drills</h1>
          <p className={styles.lead}>
            Add many drills at once from a CSV or Excel file. Check every row before anything is saved.
          </p>
        </div>
        <Link to="/drills" className="button button--ghost">
          Back to drills
        </Link>
      </div>

      <Step n={1} title="Sport, visibility and template">
        <UploadSettings choices={choices} onChange={setChoices} locked={preview !== null || upload.isPending} />
      </Step>

      <Step n={2} title="Your file">
        {preview ? (
          <div className={styles.summary}>
            <p>
              <strong>{preview.fileName}</strong>: {counts!.all.toLocaleString('en')} rows,{' '}
              {counts!.valid.toLocaleString('en')} valid, {counts!.invalid.toLocaleString('en')} with problems,{' '}
              {counts!.duplicates.toLocaleString('en')} possible duplicates.
            </p>
            <button type="button" className="button button--secondary" disabled={importing} onClick={startOver}>
              Start over
            </button>
          </div>
        ) : (
          <FilePicker onFile={chooseFile} busy={upload.isPending} error={fileError} />
        )}
        {preview && preview.warnings.length > 0 ? (
          <ul className={styles.warnings} aria-label="About this file">
            {preview.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        ) : null}
      </Step>

      {preview ? (
        <Step n={3} title="Check the rows">
          {/* Once an import has started the rows are fixed: a resumed import carries on where the last chunk ended. */}
          {view.phase === 'idle' ? (
            <PreviewTable
              state={preview}
              onSaveRow={(row, raw) => void saveRow(row, raw)}
              onDropRow={(row) => setPreview((current) => (current ? dropRow(current, row) : current))}
              onRestoreDropped={() => setPreview((current) => (current ? restoreDropped(current) : current))}
            />
          ) : (
            <p className={styles.muted}>
              {view.phase === 'done'
                ? 'These rows are imported.'
                : 'The rows cannot change while they are being imported.'}
            </p>
          )}
        </Step>
      ) : null}

      {preview ? (
        <Step n={4} title="Import">
          <ImportPanel
            view={view}
            validCount={counts!.valid}
            invalidCount={counts!.invalid}
            fileName={preview.fileName}
            onImport={() => void importer.run(preview)}
            onResume={() =>
              void importer.run(
                preview,
                view.phase === 'interrupted' && view.progress.batchId ? view.progress : undefined,
              )
            }
            onStartOver={startOver}
          />
        </Step>
      ) : null}

      <section className={styles.panel} aria-labelledby="recent-imports">
        <h2 id="recent-imports" className={styles.panelTitle}>
          Recent imports
        </h2>
        <RecentImports />
      </section>
    </div>
  );
}
