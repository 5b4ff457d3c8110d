import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { friendlyMessage } from '../../../api/friendly-message';
import { DiagramView } from '../diagram-view';
import { diagramOfUpdate } from './document-scene';
import {
  documentVersionKeys,
  fetchDocumentVersion,
  listDocumentVersions,
  restoreDocumentVersion,
  versionSummary,
} from './document-versions';
import styles from './version-history.module.css';

interface VersionHistoryPanelProps {
  /** `/api/boards/<id>` or `/api/formations/<id>`: the versions endpoints hang off it */
  basePath: string;
  /** what the drawing is called in messages: "board", "diagram" */
  noun: string;
  heading?: string;
  canRestore: boolean;
  /** the latest stored version this page heard of: the list refreshes when it moves */
  storedVersion: number | null;
  /** shown as a button in the header when the panel replaces the live drawing (the whiteboard) */
  onClose?: () => void;
  closeLabel?: string;
}

/** A slider over every stored version: the drawing as it was then, and "restore" (a new version; nothing is lost). */
export function VersionHistoryPanel({
  basePath,
  noun,
  heading = 'History',
  canRestore,
  storedVersion,
  onClose,
  closeLabel = 'Close',
}: VersionHistoryPanelProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const versions = useQuery({
    queryKey: [...documentVersionKeys.list(basePath), storedVersion],
    queryFn: ({ signal }) => listDocumentVersions(basePath, signal),
  });
  const items = versions.data ?? [];
  const [index, setIndex] = useState<number | null>(null);
  const selectedIndex = index ?? items.length - 1;
  const selected = items[selectedIndex];
  useEffect(() => {
    if (index !== null && index >= items.length) setIndex(null);
  }, [index, items.length]);

  const picture = useQuery({
    queryKey: documentVersionKeys.version(basePath, selected?.version ?? 0),
    queryFn: ({ signal }) => fetchDocumentVersion(basePath, selected!.version, signal),
    enabled: Boolean(selected),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const diagram = useMemo(
    () => (picture.data ? diagramOfUpdate(picture.data.update, `Version ${picture.data.version}`) : null),
    [picture.data],
  );

  const restore = useMutation({
    mutationFn: (version: number) => restoreDocumentVersion(basePath, version),
    onSuccess: async (result, version) => {
      toast.success(
        result.restored
          ? `The ${noun} is back to version ${version}. Everyone sees it now.`
          : `The ${noun} already looks like version ${version}.`,
      );
      setIndex(null);
      await queryClient.invalidateQueries({ queryKey: documentVersionKeys.list(basePath) });
    },
    onError: (error) => toast.error(`Nothing was restored. ${friendlyMessage(error)}`),
  });

  return (
    <section className={styles.historyPanel} aria-labelledby={`${ids}-heading`}>
      <header className={styles.header}>
        <h2 id={`${ids}-heading`}>{heading}</h2>
        {onClose ? (
          <button type="button" className="button button--ghost" onClick={onClose}>
            {closeLabel}
          </button>
        ) : null}
      </header>
      {versions.isPending ? <p className={styles.panelNote}>Loading versions…</p> : null}
      {versions.isError ? <p role="alert">{friendlyMessage(versions.error)}</p> : null}
      {versions.isSuccess && items.length === 0 ? (
        <p className={styles.panelNote}>Nothing is stored yet: draw something and it appears here within seconds.</p>
      ) : null}
      {selected ? (
        <>
          <div className={styles.slider}>
            <label htmlFor={`${ids}-slider`}>
              {/* Version numbers count every change of the entity (details too), so they are not positions:
                  say both. */}
              Version {selected.version} ({selectedIndex + 1} of {items.length} stored)
            </label>
            <input
              id={`${ids}-slider`}
              type="range"
              min={0}
              max={items.length - 1}
              step={1}
              value={selectedIndex}
              aria-valuetext={`Version ${selected.version}: ${versionSummary(selected)}`}
              onChange={(event) => setIndex(Number(event.target.value))}
            />
            <p className={styles.versionSummary} data-testid="version-summary">
              {versionSummary(selected)}
            </p>
          </div>
          <div className={styles.versionPicture} data-testid="version-picture" data-version={picture.data?.version}>
            {diagram ? (
              <DiagramView diagram={diagram} label={`The ${noun} at version ${selected.version}`} />
            ) : (
              <p className={styles.panelNote}>Drawing version {selected.version}…</p>
            )}
          </div>
          {canRestore ? (
            <button
              type="button"
              className="button button--primary"
              disabled={restore.isPending || selectedIndex === items.length - 1}
              onClick={() => restore.mutate(selected.version)}
            >
              Restore version {selected.version}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
