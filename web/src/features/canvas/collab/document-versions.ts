import type { BoardVersion, DiagramVersion } from '@sideline/domain';
import { apiFetch } from '../../../api/api-fetch';
import { formatDateTime } from '../../../ui/format/date-formats';

/**
 * The stored versions of a live drawing, the same for boards and formation diagrams: `<base>/versions`,
 * `<base>/versions/:version`, `<base>/restore-version`, with `<base>` = `/api/boards/<id>` or `/api/formations/<id>`.
 */

/** A formation diagram's version, or a board's (which also says whether guests with an edit link changed it). */
export type DocumentVersion = DiagramVersion & Partial<Pick<BoardVersion, 'guestEdits'>>;

export const listDocumentVersions = (basePath: string, signal?: AbortSignal) =>
  apiFetch<{ items: DocumentVersion[] }>(`${basePath}/versions`, { signal }).then((r) => r.items);

/** The drawing at that version as a base64 Yjs update (apply to an empty Y.Doc). */
export const fetchDocumentVersion = (basePath: string, version: number, signal?: AbortSignal) =>
  apiFetch<{ version: number; update: string }>(`${basePath}/versions/${version}`, { signal });

export const restoreDocumentVersion = (basePath: string, version: number) =>
  apiFetch<{ restored: boolean; version: number | null }>(`${basePath}/restore-version`, {
    method: 'POST',
    json: { version },
  });

export const documentVersionKeys = {
  list: (basePath: string) => ['document-versions', basePath] as const,
  version: (basePath: string, version: number) => ['document-versions', basePath, 'at', version] as const,
};

/** "Edited by Casey Coach, 3 Mar 2026, 10:04" / "Restored version 4 by …". */
export function versionSummary(version: DocumentVersion): string {
  const who = version.editors.map((e) => e.name);
  if (version.guestEdits) who.push('a guest with an edit link');
  const by = who.length > 0 ? ` by ${who.join(', ')}` : '';
  const what = version.kind === 'restore' ? `Restored version ${version.restoredFrom ?? '?'}` : 'Edited';
  return `${what}${by}, ${formatDateTime(version.at)}`;
}
