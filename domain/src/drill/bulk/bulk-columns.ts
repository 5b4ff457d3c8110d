import type { DrillInput } from '../drill.schemas';

/** The fields a bulk-upload sheet can fill: the drill form's fields, keyed as in `DrillInput`. */
export type BulkField = Extract<
  keyof DrillInput,
  | 'name'
  | 'briefDescription'
  | 'detailedDescription'
  | 'drillTypes'
  | 'skillLevels'
  | 'complexity'
  | 'lengthMin'
  | 'lengthMax'
  | 'playersMin'
  | 'playersMax'
  | 'skills'
  | 'positions'
  | 'videoUrl'
  | 'sport'
  | 'diagrams'
>;

/** How a column's cells become a field value. */
export type BulkColumnKind =
  'text' | 'richText' | 'list' | 'skillLevels' | 'complexity' | 'number' | 'openNumber' | 'url' | 'sport' | 'diagrams';

export interface BulkColumn {
  field: BulkField;
  /** the header as the template writes it */
  header: string;
  kind: BulkColumnKind;
  /** a file without this column cannot fill a required drill field, so it is refused as a whole */
  required: boolean;
  /** other headers people write for it (matched like the header) */
  aliases: readonly string[];
}

/**
 * The reference app's 13 columns in its order, then Sport (default: the sport chosen on the page) and Diagrams
 * (a JSON array of Excalidraw scenes), which its sample drill bank added.
 */
export const BULK_COLUMNS: readonly BulkColumn[] = [
  { field: 'name', header: 'Name', kind: 'text', required: true, aliases: ['Drill Name'] },
  {
    field: 'briefDescription',
    header: 'Brief Description',
    kind: 'text',
    required: true,
    aliases: ['Brief', 'Short Description'],
  },
  {
    field: 'detailedDescription',
    header: 'Detailed Description',
    kind: 'richText',
    required: false,
    aliases: ['Description'],
  },
  { field: 'drillTypes', header: 'Drill Type', kind: 'list', required: true, aliases: ['Drill Types'] },
  { field: 'skillLevels', header: 'Skill Level', kind: 'skillLevels', required: true, aliases: ['Skill Levels'] },
  { field: 'complexity', header: 'Complexity', kind: 'complexity', required: false, aliases: [] },
  { field: 'lengthMin', header: 'Suggested Length Min', kind: 'number', required: true, aliases: ['Length Min'] },
  { field: 'lengthMax', header: 'Suggested Length Max', kind: 'number', required: true, aliases: ['Length Max'] },
  {
    field: 'playersMin',
    header: 'Number of People Min',
    kind: 'number',
    required: true,
    aliases: ['People Min', 'Players Min'],
  },
  {
    field: 'playersMax',
    header: 'Number of People Max',
    kind: 'openNumber',
    required: false,
    aliases: ['People Max', 'Players Max'],
  },
  { field: 'skills', header: 'Skills Focused On', kind: 'list', required: true, aliases: ['Skills'] },
  { field: 'positions', header: 'Positions Focused On', kind: 'list', required: true, aliases: ['Positions'] },
  { field: 'videoUrl', header: 'Video Link', kind: 'url', required: false, aliases: ['Video', 'Video URL'] },
  { field: 'sport', header: 'Sport', kind: 'sport', required: false, aliases: [] },
  { field: 'diagrams', header: 'Diagrams', kind: 'diagrams', required: false, aliases: [] },
];

export const BULK_COLUMN_BY_FIELD: Readonly<Record<BulkField, BulkColumn>> = Object.fromEntries(
  BULK_COLUMNS.map((column) => [column.field, column]),
) as Record<BulkField, BulkColumn>;

/**
 * Headers match ignoring case, spaces and punctuation, and a trailing hint in brackets, so
 * "Skill Level (1:New to Sport; 2:Beginner …)" and "skill_level" both mean Skill Level.
 */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .replace(/\([^)]*\)/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const FIELD_BY_HEADER_KEY = new Map<string, BulkField>(
  BULK_COLUMNS.flatMap((column) =>
    [column.header, ...column.aliases].map((name) => [headerKey(name), column.field] as const),
  ),
);

export interface HeaderMatch {
  /** column index of each recognised field */
  columns: Partial<Record<BulkField, number>>;
  /** headers that are not ours, as written (reported once, then ignored) */
  unknown: string[];
  /** template headers of required columns the file lacks */
  missing: string[];
  /** template headers that appear in more than one column */
  repeated: string[];
}

/** Reads the header row: which column holds which field. Blank header cells are ignored. */
export function matchHeader(headers: readonly string[]): HeaderMatch {
  const columns: Partial<Record<BulkField, number>> = {};
  const unknown: string[] = [];
  const repeated = new Set<string>();
  headers.forEach((header, index) => {
    const key = headerKey(header);
    if (key === '') return;
    const field = FIELD_BY_HEADER_KEY.get(key);
    if (!field) {
      unknown.push(header.trim());
      return;
    }
    if (columns[field] !== undefined) repeated.add(BULK_COLUMN_BY_FIELD[field].header);
    else columns[field] = index;
  });
  const missing = BULK_COLUMNS.filter((column) => column.required && columns[column.field] === undefined).map(
    (column) => column.header,
  );
  return { columns, unknown, missing, repeated: [...repeated] };
}
