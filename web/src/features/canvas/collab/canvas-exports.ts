/** Pictures of what the canvas shows right now (the whole scene, not just the visible part). */
export interface CanvasExports {
  png: () => Promise<Blob>;
  svg: () => Promise<string>;
}

/** Saves a picture the way a browser saves a download. */
export function download(content: Blob | string, fileName: string, type: string): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `Beater press: full court` → `beater-press-full-court` */
export function fileNameOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 80) || 'board';
}
