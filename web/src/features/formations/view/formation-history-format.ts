import { FORMATION_TYPES, VISIBILITY_LABELS, type FormationType, type SportId, type Visibility } from '@sideline/domain';
import type { HistoryChange } from '@sideline/domain';
import type { ReadableChange } from '../../history/readable-change';
import { courtName, formationTypeLabel, sportName } from '../format-formation';

/** How each recorded field of a formation is named in its history. */
const FIELD_LABELS: Record<string, string> = {
  sport: 'Sport',
  name: 'Name',
  briefDescription: 'Brief description',
  detailedDescription: 'Detailed description',
  tags: 'Tags',
  formationType: 'Type',
  courtTemplateId: 'Court',
  visibility: 'Visibility',
  editableByOthers: 'Editable by others',
};

const isFormationType = (value: unknown): value is FormationType => (FORMATION_TYPES as readonly unknown[]).includes(value);

/** A recorded value in words: the court and type by name, lists joined, yes/no. (The server already shortens texts.) */
export function formationChangeValue(field: string, value: unknown, sport: SportId): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'courtTemplateId') return courtName(sport, String(value));
  if (field === 'formationType' && isFormationType(value)) return formationTypeLabel(value);
  if (field === 'sport') return sportName(value as SportId);
  if (field === 'visibility') return (VISIBILITY_LABELS[value as Visibility] ?? String(value)).split(':')[0]!;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(String).join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function readableFormationChange(change: HistoryChange, sport: SportId): ReadableChange {
  const from = formationChangeValue(change.field, change.from, sport);
  const to = formationChangeValue(change.field, change.to, sport);
  return { label: FIELD_LABELS[change.field] ?? change.field, from, to, onlyChanged: from === to };
}
