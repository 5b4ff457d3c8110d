/** Bytes per String.fromCharCode call: large enough to be quick, small enough for the argument limit. */
const CHUNK = 0x8000;

/** A file's bytes as base64 (how the preview request carries it inside JSON). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** Extensions the page accepts; the server still decides by the file's content. */
export const ACCEPTED_FILES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function fileProblem(file: File, maxBytes: number): string | null {
  if (!/\.(csv|xlsx|txt|tsv)$/i.test(file.name))
    return `“${file.name}” is not a CSV or Excel (.xlsx) file. Download a template to start from.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > maxBytes)
    return `“${file.name}” is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Split it into smaller files.`;
  return null;
}
