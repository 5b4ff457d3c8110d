import type { z } from 'zod';
import type { Visibility } from '../../content/content.schemas';
import type { SportId } from '../../sports';
import { drillInputSchema, type DrillFields, type DrillInput } from '../drill.schemas';
import { BULK_COLUMNS, type BulkColumn, type BulkField } from './bulk-columns';
import {
  complexityFromCell,
  diagramsFromCell,
  numberFromText,
  richTextFromCell,
  skillLevelFromCell,
  splitList,
  sportFromCell,
} from './bulk-values';
import { readCell, type CellReading, type SheetCell } from './sheet-cell';

/** What the page chose for every row: the sport when a row names none, and the visibility of every drill. */
export interface BulkDefaults {
  sport: SportId;
  visibility: Visibility;
}

/** What a row gives the schema: `DrillInput`'s fields, holding whatever the cell held (the schema judges it). */
export type DrillInputDraft = { [K in keyof DrillInput]?: unknown };

/** Field (a `DrillInput` key) → messages; the schema's messages, or the parser's where a cell could not be read. */
export type RowErrors = Partial<Record<string, string[]>>;

export interface ParsedDrillRow {
  /** the sheet row, counting the header as row 1 */
  row: number;
  /** each recognised column's text as a person sees it: what the page shows and edits */
  raw: Partial<Record<BulkField, string>>;
  input: DrillInputDraft;
  /** present when the row is valid */
  drill?: DrillFields;
  errors: RowErrors;
}

type FieldValue = { value: unknown } | { problem: string };

const blankTo = (reading: CellReading, blank: unknown): unknown =>
  reading.text.trim() === '' ? blank : reading.text.trim();

/**
 * A count of minutes or players: numbers stay numbers, text that is a number becomes one, the rest goes to the schema.
 */
function countFrom(column: BulkColumn, reading: CellReading): FieldValue {
  if (reading.date)
    return { problem: `${column.header} holds a date (${reading.text}), not a number. Format the cell as a number.` };
  const openEnded = column.kind === 'openNumber';
  const value = reading.number ?? numberFromText(reading.text);
  // The reference app took a blank or 0 maximum as "no limit".
  if (openEnded && (reading.text.trim() === '' || value === 0)) return { value: null };
  if (value !== null) return { value };
  return { value: blankTo(reading, undefined) };
}

function valueOf(column: BulkColumn, reading: CellReading, row: number, defaults: BulkDefaults): FieldValue {
  if (reading.problem) return { problem: `${column.header} ${reading.problem}.` };
  const text = reading.text;
  switch (column.kind) {
    case 'text':
      return { value: blankTo(reading, undefined) };
    case 'richText':
      return { value: richTextFromCell(text) };
    case 'list':
      return { value: splitList(text) };
    case 'skillLevels':
      return { value: splitList(text).map(skillLevelFromCell) };
    case 'complexity':
      return { value: text.trim() === '' ? null : complexityFromCell(text) };
    case 'number':
    case 'openNumber':
      return countFrom(column, reading);
    case 'url':
      // A hyperlink cell's target is the link, whatever text it shows.
      return { value: reading.link?.trim() || blankTo(reading, null) };
    case 'sport':
      return { value: text.trim() === '' ? defaults.sport : sportFromCell(text) };
    case 'diagrams':
      return diagramsFromCell(text, row);
  }
}

const quoted = (value: unknown) => (typeof value === 'string' ? `“${value}”` : JSON.stringify(value));

/**
 * Schema issues by top-level field; an issue about one list item names the item ("“7”: Skill level must be…").
 * The preview and the import call report row errors this one way.
 */
export function drillSchemaErrors(error: z.ZodError, input: unknown): RowErrors {
  const errors: RowErrors = {};
  for (const issue of error.issues) {
    const [field, index] = issue.path;
    const key = field === undefined ? '_row' : String(field);
    const list = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
    const item: unknown = typeof index === 'number' && Array.isArray(list) ? list[index] : undefined;
    // a list item from a row is a string, a number or a boolean
    const named = typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';
    const message =
      named && !issue.message.includes(String(item)) ? `${quoted(item)}: ${issue.message}` : issue.message;
    const messages = (errors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}

/**
 * One data row → the drill it describes. Cells of columns the file does not have are absent: the schema then
 * uses its default or names the missing field. Runs in the API (preview) and in the browser (inline edits).
 */
export function parseDrillRow(
  row: number,
  cells: Partial<Record<BulkField, SheetCell>>,
  defaults: BulkDefaults,
): ParsedDrillRow {
  const raw: ParsedDrillRow['raw'] = {};
  const input: Record<string, unknown> = {
    sport: defaults.sport,
    visibility: defaults.visibility,
    editableByOthers: false,
    variationOf: null,
  };
  const problems: RowErrors = {};
  for (const column of BULK_COLUMNS) {
    if (!(column.field in cells)) continue;
    const reading = readCell(cells[column.field]);
    // A link's target, not its caption, is what an edit on the page should start from.
    raw[column.field] = column.kind === 'url' && reading.link ? reading.link : reading.text;
    const result = valueOf(column, reading, row, defaults);
    if ('problem' in result) problems[column.field] = [result.problem];
    else if (result.value !== undefined) input[column.field] = result.value;
  }
  const parsed = drillInputSchema.safeParse(input);
  if (parsed.success && Object.keys(problems).length === 0) return { row, raw, input, drill: parsed.data, errors: {} };
  // A cell the parser could not read explains its field better than the schema's "required" would.
  const errors = { ...(parsed.success ? {} : drillSchemaErrors(parsed.error, input)), ...problems };
  return { row, raw, input, errors };
}

/** Re-parses a row from the texts a person edited on the page (the same rules as the upload). */
export const parseEditedDrillRow = (row: number, raw: Partial<Record<BulkField, string>>, defaults: BulkDefaults) =>
  parseDrillRow(row, raw, defaults);
