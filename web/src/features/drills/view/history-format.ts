import { richTextToPlain, type SportId } from '@sideline/domain';
import { positionName } from '../format-drill';

/** How each recorded field is named in the history. */
const FIELD_LABELS: Record<string, string> = {
  sport: 'Sport',
  name: 'Name',
  briefDescription: 'Brief description',
  detailedDescription: 'Detailed description',
  drillTypes: 'Drill types',
  skillLevels: 'Skill levels',
  complexity: 'Complexity',
  lengthMin: 'Shortest length',
  lengthMax: 'Longest length',
  playersMin: 'Fewest players',
  playersMax: 'Most players',
  skills: 'Skills',
  positions: 'Positions',
  videoUrl: 'Video link',
  diagrams: 'Diagrams',
  visibility: 'Visibility',
  editableByOthers: 'Editable by others',
  variationOf: 'Variation of',
};

export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  // An unknown field (added later): "someField" → "Some field".
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LONG_TEXT = 140;
const clip = (text: string) => (text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text);

/** A recorded value as words: lists joined, minutes and players with units, rich text as plain text, ids as names. */
export function formatChangeValue(field: string, value: unknown, sport: SportId): string {
  if (value === null || value === undefined || value === '') {
    if (field === 'playersMax') return 'no limit';
    return '—';
  }
  switch (field) {
    case 'lengthMin':
    case 'lengthMax':
      return `${String(value)} min`;
    case 'playersMin':
    case 'playersMax':
      return `${String(value)} players`;
    case 'detailedDescription':
      return typeof value === 'string' ? clip(richTextToPlain(value)) || '—' : '—';
    case 'positions':
      return Array.isArray(value) ? value.map((id) => positionName(sport, String(id))).join(', ') || '—' : String(value);
    case 'diagrams':
      return Array.isArray(value) ? describeDiagrams(value) : '—';
    default:
      break;
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(String).join(', ') || '—';
  if (typeof value === 'object') return clip(JSON.stringify(value));
  return clip(String(value));
}

function describeDiagrams(diagrams: unknown[]): string {
  if (diagrams.length === 0) return 'none';
  const titles = diagrams.map((diagram, index) => {
    const title = typeof diagram === 'object' && diagram !== null && 'title' in diagram ? String(diagram.title) : '';
    return title || `diagram ${index + 1}`;
  });
  return `${diagrams.length} (${titles.join(', ')})`;
}

export interface ReadableChange {
  label: string;
  from: string;
  to: string;
  /** both sides read the same (a diagram redrawn, a long text changed past the clip): say "changed" instead */
  onlyChanged: boolean;
}

export function readableChange(change: { field: string; from: unknown; to: unknown }, sport: SportId): ReadableChange {
  const from = formatChangeValue(change.field, change.from, sport);
  const to = formatChangeValue(change.field, change.to, sport);
  return { label: fieldLabel(change.field), from, to, onlyChanged: from === to };
}
