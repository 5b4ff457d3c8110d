import { AUDIT_LIVE_KEY, entityTypeLabel, eventTypeLabel, type AuditEntry } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { friendlyMessage } from '../../api/friendly-message';
import { PageTitle } from '../../ui/page-title';
import { useLiveChanges } from '../../live/use-live-changes';
import { adminUsersQuery, auditPageQuery, auditTail, auditVocabularyQuery } from './admin-api';
import styles from './admin-pages.module.css';
import { exportAuditCsv } from './audit-export';
import { AuditRows } from './audit-rows';

const FILTERS = ['actorId', 'entityType', 'entityId', 'eventType', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/** datetime-local ⇄ ISO (the filter is sent as an instant; the field shows local time) */
const toLocalInput = (iso: string | undefined) =>
  iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

/** Filter choices as words, in the order they read; the value stays the type. */
const byLabel = (types: readonly string[] | undefined, label: (type: string) => string) =>
  (types ?? []).map((type) => [type, label(type)] as const).sort((a, b) => a[1].localeCompare(b[1]));

/**
 * `/admin/audit`: every event, filtered (state in the address), keyset pages, a live tail, and a CSV export with
 * progress.
 */
export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = Object.fromEntries(
    FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  );
  const search = new URLSearchParams(filters).toString();
  const [cursors, setCursors] = useState<string[]>([]);
  const pageSearch = new URLSearchParams({
    ...filters,
    limit: '50',
    ...(cursors.length ? { cursor: cursors.at(-1)! } : {}),
  }).toString();
  const page = useQuery(auditPageQuery(pageSearch));
  const vocabulary = useQuery(auditVocabularyQuery);
  const users = useQuery(adminUsersQuery('sort=lastActivity&pageSize=100'));
  const [draft, setDraft] = useState<Filters>(filters);
  const [tailing, setTailing] = useState(false);
  const [tailed, setTailed] = useState<AuditEntry[]>([]);
  const [exporting, setExporting] = useState<{ done: number; total: number; error?: string } | null>(null);

  useEffect(() => {
    setCursors([]);
    setTailed([]);
    setDraft(Object.fromEntries(FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : []))));
  }, [params]);

  // The live tail: when the server says the audit index has new rows (`/api/live`, admins only), the rows after the
  // newest one shown that match the filters, on top of the first page. One fetch at a time; a notice during one asks
  // for another after it (so no row is fetched twice or missed).
  const newest =
    tailed[0]?.position ?? (cursors.length === 0 && page.data ? (page.data.items[0]?.position ?? '0') : null);
  const tail = useRef({ running: false, again: false, newest, search });
  tail.current = { ...tail.current, newest, search };
  // Reads everything through `tail`, so one function serves every render.
  const fetchTail = useCallback(() => {
    const state = tail.current;
    if (state.running) return void (state.again = true);
    if (state.newest === null) return;
    state.running = true;
    const asked = state.search;
    void auditTail(asked, state.newest)
      .then(
        (answer) => {
          if (answer.items.length > 0 && tail.current.search === asked) {
            const fresh = [...answer.items].reverse();
            tail.current.newest = fresh[0]!.position;
            setTailed((shown) => [...fresh, ...shown]);
          }
        },
        () => undefined,
      )
      .finally(() => {
        tail.current.running = false;
        if (tail.current.again) {
          tail.current.again = false;
          fetchTail();
        }
      });
  }, []);
  useLiveChanges(tailing ? [AUDIT_LIVE_KEY] : [], fetchTail);
  // Turning the tail on catches up with what came while it was off.
  useEffect(() => {
    if (tailing) fetchTail();
  }, [tailing, fetchTail]);

  // The tail's rows on top of the first page (a refetched page may hold some of them already).
  const livePositions = new Set(tailed.map((e) => e.position));
  const shown =
    cursors.length === 0
      ? [...tailed, ...(page.data?.items ?? []).filter((e) => !livePositions.has(e.position))]
      : (page.data?.items ?? []);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)));
  };
  const field = (key: keyof Filters) => ({
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });

  return (
    <div className={styles.page}>
      <PageTitle title="Audit log" />
      <h1 className={styles.title}>Audit log</h1>
      <form className={styles.filters} onSubmit={apply} aria-label="Filter the log">
        <label>
          User
          <select {...field('actorId')}>
            <option value="">Anyone</option>
            {users.data?.items.map((u) => (
              <option key={u.id} value={u.id}>
                {u.displayName} ({u.email})
              </option>
            ))}
            {draft.actorId && !users.data?.items.some((u) => u.id === draft.actorId) ? (
              <option value={draft.actorId}>
                {shown.find((e) => e.actorId === draft.actorId)?.actorName ?? 'Another user'}
              </option>
            ) : null}
          </select>
        </label>
        <label>
          Entity type
          <select {...field('entityType')}>
            <option value="">Any</option>
            {byLabel(vocabulary.data?.entityTypes, entityTypeLabel).map(([t, label]) => (
              <option key={t} value={t}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Entity id
          <input {...field('entityId')} size={14} />
        </label>
        <label>
          Event type
          <select {...field('eventType')}>
            <option value="">Any</option>
            {byLabel(vocabulary.data?.eventTypes, eventTypeLabel).map(([t, label]) => (
              <option key={t} value={t}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input
            type="datetime-local"
            value={toLocalInput(draft.from)}
            onChange={(e) => setDraft({ ...draft, from: fromLocalInput(e.target.value) })}
          />
        </label>
        <label>
          To
          <input
            type="datetime-local"
            value={toLocalInput(draft.to)}
            onChange={(e) => setDraft({ ...draft, to: fromLocalInput(e.target.value) })}
          />
        </label>
        <button type="submit" className="button button--primary">
          Filter
        </button>
        {search ? (
          <button type="button" className="button button--secondary" onClick={() => setParams({})}>
            Clear
          </button>
        ) : null}
      </form>
      <div className={styles.toolbar}>
        <label>
          <input type="checkbox" checked={tailing} onChange={(e) => setTailing(e.target.checked)} /> Live tail
        </label>
        <button
          type="button"
          className="button button--secondary"
          disabled={exporting !== null && exporting.done < exporting.total && !exporting.error}
          onClick={() => {
            setExporting({ done: 0, total: 0 });
            exportAuditCsv(search, (done, total) => setExporting({ done, total })).catch((error: unknown) =>
              setExporting({ done: 0, total: 0, error: error instanceof Error ? error.message : 'The export failed.' }),
            );
          }}
        >
          Export CSV
        </button>
        {exporting ? (
          exporting.error ? (
            <span role="alert" className={styles.error}>
              {exporting.error}
            </span>
          ) : (
            <span className={styles.progress}>
              <progress max={Math.max(1, exporting.total)} value={exporting.done} aria-label="Export progress" />
              <span aria-live="polite">
                {exporting.total > 0 && exporting.done >= exporting.total
                  ? `Exported ${exporting.total} rows`
                  : `${exporting.done} of ${exporting.total} rows`}
              </span>
            </span>
          )
        ) : null}
      </div>
      {tailing ? (
        <p className={styles.hint} aria-live="polite">
          {tailed.length === 0
            ? 'Waiting for new events…'
            : `${tailed.length} new ${tailed.length === 1 ? 'event' : 'events'} since the tail started.`}
        </p>
      ) : null}
      {page.isPending ? (
        <p role="status">Loading events…</p>
      ) : page.isError ? (
        <p role="alert">{friendlyMessage(page.error)}</p>
      ) : shown.length === 0 ? (
        <p>No events match.</p>
      ) : (
        <AuditRows items={shown} caption="Events, newest first" live={livePositions} />
      )}
      <nav aria-label="Pages" className={styles.toolbar}>
        {cursors.length > 0 ? (
          <button type="button" className="button button--secondary" onClick={() => setCursors(cursors.slice(0, -1))}>
            Newer
          </button>
        ) : null}
        {page.data?.nextCursor ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setCursors([...cursors, page.data.nextCursor!])}
          >
            Older
          </button>
        ) : null}
      </nav>
    </div>
  );
}
