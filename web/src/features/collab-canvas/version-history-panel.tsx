import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { friendlyMessage } from '../../api/friendly-message';
import { DiagramView } from '../canvas/diagram-view';
import { diagramOfUpdate } from '../collab-canvas/document-scene';
import { boardKeys, fetchBoardVersion, listBoardVersions, restoreBoardVersion, type BoardVersion } from './board-api';
import styles from './whiteboard.module.css';

interface HistoryPanelProps {
  boardId: string;
  canRestore: boolean;
  /** the latest stored version this page heard of: the list refreshes when it moves */
  storedVersion: number | null;
  onClose: () => void;
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function versionSummary(version: BoardVersion): string {
  const who = version.editors.map((e) => e.name);
  if (version.guestEdits) who.push('a guest with an edit link');
  const by = who.length > 0 ? ` by ${who.join(', ')}` : '';
  const what = version.kind === 'restore' ? `Restored version ${version.restoredFrom ?? '?'}` : 'Edited';
  return `${what}${by}, ${when.format(new Date(version.at))}`;
}

/** A slider over every stored version: the board as it was then, and "restore" (a new version; nothing is lost). */
export function HistoryPanel({ boardId, canRestore, storedVersion, onClose }: HistoryPanelProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const versions = useQuery({ queryKey: [...boardKeys.versions(boardId), storedVersion], queryFn: ({ signal }) => listBoardVersions(boardId, signal) });
  const items = versions.data ?? [];
  const [index, setIndex] = useState<number | null>(null);
  const selectedIndex = index ?? items.length - 1;
  const selected = items[selectedIndex];
  useEffect(() => {
    if (index !== null && index >= items.length) setIndex(null);
  }, [index, items.length]);

  const picture = useQuery({
    queryKey: boardKeys.version(boardId, selected?.version ?? 0),
    queryFn: ({ signal }) => fetchBoardVersion(boardId, selected!.version, signal),
    enabled: Boolean(selected),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const diagram = useMemo(() => (picture.data ? diagramOfUpdate(picture.data.update, `Version ${picture.data.version}`) : null), [picture.data]);

  const restore = useMutation({
    mutationFn: (version: number) => restoreBoardVersion(boardId, version),
    onSuccess: async (result, version) => {
      toast.success(result.restored ? `The board is back to version ${version}. Everyone sees it now.` : `The board already looks like version ${version}.`);
      setIndex(null);
      await queryClient.invalidateQueries({ queryKey: boardKeys.versions(boardId) });
    },
    onError: (error) => toast.error(`Nothing was restored. ${friendlyMessage(error)}`),
  });

  return (
    <section className={styles.historyPanel} aria-labelledby={`${ids}-heading`}>
      <header className={styles.sidePanelHeader}>
        <h2 id={`${ids}-heading`}>History</h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Back to the live board
        </button>
      </header>
      {versions.isPending ? <p className={styles.panelNote}>Loading versions…</p> : null}
      {versions.isError ? <p role="alert">{friendlyMessage(versions.error)}</p> : null}
      {versions.isSuccess && items.length === 0 ? <p className={styles.panelNote}>Nothing is stored yet: draw something and it appears here within seconds.</p> : null}
      {selected ? (
        <>
          <div className={styles.slider}>
            <label htmlFor={`${ids}-slider`}>
              Version {selected.version} of {items[items.length - 1]?.version}
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
            {diagram ? <DiagramView diagram={diagram} label={`The board at version ${selected.version}`} /> : <p className={styles.panelNote}>Drawing version {selected.version}…</p>}
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
