/**
 * Downloads the filtered audit log as CSV, reading the streamed answer chunk by chunk and reporting progress (rows
 * received against the `x-total-rows` the server announced), then hands the file to the browser.
 */
export async function exportAuditCsv(
  search: string,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(`/api/admin/audit/export.csv?${search}`, {
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) throw new Error('The export failed. Try again.');
  const total = Number(response.headers.get('x-total-rows') ?? 0);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const byte of value) if (byte === 10) lines++;
    onProgress(Math.min(total, Math.max(0, lines - 1)), total);
  }
  onProgress(total, total);
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `sideline-audit-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
