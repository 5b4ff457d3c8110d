import type { SheetRow } from '@sideline/domain/drill/bulk/drill-sheet-parser';
import Papa from 'papaparse';
import { bulkFileError } from './bulk-file-errors';

/**
 * Text of a CSV file: UTF-8 (with or without a byte-order mark), UTF-16 as Excel's "Unicode text" writes it, else
 * Windows-1252.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; warning: string | null } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), warning: null };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), warning: null };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), warning: null };
  } catch {
    // Older Excel versions save CSV in the Windows code page; reading it as such keeps accents readable.
    return {
      text: new TextDecoder('windows-1252').decode(bytes),
      warning:
        'The file is not UTF-8, so it was read as Windows-1252 (Western European). Check that accented letters look right.',
    };
  }
}

const lineAt = (text: string, index: number) => {
  let line = 1;
  for (let i = 0; i < Math.min(index, text.length); i++) if (text.charCodeAt(i) === 10) line++;
  return line;
};

const QUOTE_PROBLEMS: Record<string, string> = {
  MissingQuotes: 'a quoted cell is never closed (a " without its partner)',
  InvalidQuotes: 'a quote inside a quoted cell must be written twice ("")',
};

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter is the one the header row uses most (outside quotes): European Excel writes semicolons, "text"
 * exports tabs. Headers never need a delimiter inside them, so the first line is a reliable witness.
 */
export function csvDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

/**
 * CSV text → sheet rows numbered from 1 as a spreadsheet shows them (a record spanning lines is one row).
 * Quote errors refuse the file, naming the line.
 */
export function csvSheet(text: string): SheetRow[] {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: csvDelimiter(text) });
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    const line = lineAt(text, quoteError.index ?? 0);
    const problem = QUOTE_PROBLEMS[quoteError.code] ?? quoteError.message;
    throw bulkFileError(
      'BULK.MALFORMED_CSV',
      `The CSV file is malformed near line ${line}: ${problem}. Fix it in a spreadsheet program and save it as CSV again.`,
      { line },
    );
  }
  return result.data.map((cells, i) => ({ number: i + 1, cells }));
}
