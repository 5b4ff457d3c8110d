/**
 * Text written into a CSV file or a workbook that a spreadsheet program could take for a formula (it starts with
 * =, +, -, @, a tab or a carriage return) gets a leading apostrophe: shown as text, never run ("formula injection").
 * Uploaded cells are kept as they are; this applies to what the app writes.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
