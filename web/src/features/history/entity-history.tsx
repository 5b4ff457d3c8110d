import type { EntityVersion } from '@sideline/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { friendlyMessage } from '../../api/friendly-message';
import styles from './entity-history.module.css';
import { FieldDiffTable } from './field-diff';
import {
  attributionQuery,
  entityAtVersionQuery,
  entityHistoryPagesQuery,
  historyDiffQuery,
  historyKeys,
  restoreVersion,
} from './history-api';
import { formatDateTime } from '../../ui/format/date-formats';

interface EntityHistoryProps {
  entityType: string;
  entityId: string;
  /** called after a restore, so the page showing the entity refetches it */
  onRestored?: () => void;
}

function DiffPanel({
  entityType,
  entityId,
  from,
  to,
}: {
  entityType: string;
  entityId: string;
  from: number;
  to: number;
}) {
  const diff = useQuery(historyDiffQuery(entityType, entityId, from, to));
  if (diff.isPending) return <p role="status">Comparing…</p>;
  if (diff.isError) return <p role="alert">{friendlyMessage(diff.error)}</p>;
  return <FieldDiffTable changes={diff.data.changes} />;
}

function VersionSnapshot({ entityType, entityId, version }: { entityType: string; entityId: string; version: number }) {
  const at = useQuery(entityAtVersionQuery(entityType, entityId, version));
  if (at.isPending) return <p role="status">Loading version {version}…</p>;
  if (at.isError) return <p role="alert">{friendlyMessage(at.error)}</p>;
  return (
    <dl className={styles.snapshot} aria-label={`As it was at version ${version}`}>
      {at.data.fields.map((field) => (
        <div key={field.key} className={styles.snapshotRow}>
          <dt>{field.label}</dt>
          <dd>
            {field.kind === 'list'
              ? field.entries.length === 0
                ? '—'
                : field.entries.map((e) => e.label).join(' · ')
              : field.kind === 'text'
                ? field.text || '—'
                : field.value === null || field.value === ''
                  ? '—'
                  : String(field.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function VersionRow({
  entry,
  history,
  open,
  onOpen,
}: {
  entry: EntityVersion;
  history: EntityHistoryProps & { canRestore: boolean; current: number };
  open: 'diff' | 'at' | null;
  onOpen: (what: 'diff' | 'at' | null) => void;
}) {
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: () => restoreVersion(history.entityType, history.entityId, entry.version),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: historyKeys.all(history.entityType, history.entityId) });
      history.onRestored?.();
    },
  });
  const isCurrent = entry.version === history.current;
  return (
    <li className={styles.version} data-testid={`version-${entry.version}`}>
      <div className={styles.versionHead}>
        <span className={styles.summary}>{entry.summary}</span>
        <span className={styles.meta} title={entry.type}>
          {entry.actorName} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · version {entry.version}
          {isCurrent ? ' · current' : ''}
        </span>
      </div>
      <div className={styles.actions}>
        {entry.version > 1 ? (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={open === 'diff'}
            onClick={() => onOpen(open === 'diff' ? null : 'diff')}
          >
            {open === 'diff' ? 'Hide changes' : 'Show changes'}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open === 'at'}
          onClick={() => onOpen(open === 'at' ? null : 'at')}
        >
          {open === 'at' ? 'Hide this version' : 'See it as it was'}
        </button>
        {history.canRestore && !isCurrent ? (
          <button
            type="button"
            className="button button--primary"
            disabled={restore.isPending}
            onClick={() => {
              if (
                window.confirm(
                  `Restore version ${entry.version}? The changes since then are undone by new changes in your name; nothing is erased from the history.`,
                )
              )
                restore.mutate();
            }}
          >
            {restore.isPending ? 'Restoring…' : `Restore version ${entry.version}`}
          </button>
        ) : null}
      </div>
      {restore.isError ? (
        <p role="alert" className={styles.error}>
          {friendlyMessage(restore.error)}
        </p>
      ) : null}
      {restore.isSuccess ? (
        <div role="status" className={styles.restored}>
          <p>Restored version {entry.version}.</p>
          {restore.data.notes.length > 0 ? (
            <>
              <p>Left as it is:</p>
              <ul aria-label="Left as it is">
                {restore.data.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {open === 'diff' ? (
        <DiffPanel
          entityType={history.entityType}
          entityId={history.entityId}
          from={entry.version - 1}
          to={entry.version}
        />
      ) : null}
      {open === 'at' ? (
        <VersionSnapshot entityType={history.entityType} entityId={history.entityId} version={entry.version} />
      ) : null}
    </li>
  );
}

/** Who added and who last changed each part (plan sections and items), for entity types that have parts. */
function PartAuthors({ entityType, entityId }: { entityType: string; entityId: string }) {
  const attribution = useQuery(attributionQuery(entityType, entityId));
  const parts = Object.entries(attribution.data?.parts ?? {});
  if (parts.length === 0) return null;
  return (
    <details className={styles.parts}>
      <summary>Who added and last changed each part ({parts.length})</summary>
      <table className={styles.diff}>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Added by</th>
            <th scope="col">Last changed by</th>
          </tr>
        </thead>
        <tbody>
          {parts.map(([id, part]) => (
            <tr key={id}>
              <th scope="row">{part.label}</th>
              <td>
                {part.addedBy} · <time dateTime={part.addedAt}>{formatDateTime(part.addedAt)}</time>
              </td>
              <td>
                {part.changedBy} · <time dateTime={part.changedAt}>{formatDateTime(part.changedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * The one history tab, on every entity page: versions newest first (who, when, which event, what changed), the
 * changes of each, the entity as it was, a comparison of any two versions, and restore (when the server's `can`
 * says so). Reads `/api/history/:entityType/:id`.
 */
export function EntityHistory(props: EntityHistoryProps) {
  const history = useInfiniteQuery(entityHistoryPagesQuery(props.entityType, props.entityId));
  const [open, setOpen] = useState<{ version: number; what: 'diff' | 'at' } | null>(null);
  const [compare, setCompare] = useState<{ from: number; to: number } | null>(null);
  if (history.isPending) return <p role="status">Loading the history…</p>;
  // A page of older versions that failed to load keeps the newer ones on screen, with the error below them.
  const olderError = history.isFetchNextPageError ? history.error : null;
  if (history.isError && !history.data) {
    const forbidden = history.error instanceof ApiError && history.error.status === 403;
    return (
      <div role="alert" className={styles.error}>
        <p>
          {forbidden
            ? 'Only the owner, the people who may edit it and site admins can see its history.'
            : friendlyMessage(history.error)}
        </p>
        {forbidden ? null : (
          <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  const [newest] = history.data.pages;
  const { currentVersion, can } = newest!;
  const versions = history.data.pages.flatMap((page) => page.versions);
  const numbers = versions.map((v) => v.version);
  const pair = compare ?? { from: numbers.at(-1) ?? 1, to: currentVersion };
  return (
    <div className={styles.history}>
      <form className={styles.compare} onSubmit={(event) => event.preventDefault()} aria-label="Compare two versions">
        <label>
          From version{' '}
          <select value={pair.from} onChange={(e) => setCompare({ ...pair, from: Number(e.target.value) })}>
            {numbers.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          to version{' '}
          <select value={pair.to} onChange={(e) => setCompare({ ...pair, to: Number(e.target.value) })}>
            {numbers.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {compare ? (
          <button type="button" className="button button--secondary" onClick={() => setCompare(null)}>
            Close comparison
          </button>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setCompare(pair)}>
            Compare
          </button>
        )}
      </form>
      {compare ? (
        <DiffPanel entityType={props.entityType} entityId={props.entityId} from={compare.from} to={compare.to} />
      ) : null}
      <PartAuthors entityType={props.entityType} entityId={props.entityId} />
      <ol className={styles.versions} aria-label="Versions, newest first">
        {versions.map((entry) => (
          <VersionRow
            key={entry.version}
            entry={entry}
            history={{ ...props, canRestore: can.restore, current: currentVersion }}
            open={open?.version === entry.version ? open.what : null}
            onOpen={(what) => setOpen(what ? { version: entry.version, what } : null)}
          />
        ))}
      </ol>
      {history.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage
            ? 'Loading older versions…'
            : `Show older versions (before version ${versions.at(-1)?.version ?? ''})`}
        </button>
      ) : null}
      {olderError ? <p role="alert">{friendlyMessage(olderError)}</p> : null}
    </div>
  );
}
