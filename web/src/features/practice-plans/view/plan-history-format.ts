import type { HistoryChange } from '@sideline/domain';
import type { ReadableChange } from '../../history/readable-change';

/** How each recorded field of a plan (and of its sections) is named in the history. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  sport: 'Sport',
  phaseOfSeason: 'Phase of season',
  practiceGoals: 'Practice goals',
  expectedParticipants: 'Expected participants',
  startTime: 'Start time',
  visibility: 'Visibility',
  editableByOthers: 'Editable by others',
  teamId: 'Team',
  scheduledDate: 'Date',
  targetMinutes: 'Planned minutes',
  goals: 'Goals',
  notes: 'Notes',
};

const LONG_TEXT = 140;
const clip = (text: string) => (text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text);

/** A recorded value as words (the server already turned phases, goals and descriptions into readable text). */
export function formatPlanValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'targetMinutes' && typeof value === 'number') return `${value} min`;
  return clip(String(value));
}

export function readablePlanChange(change: HistoryChange): ReadableChange {
  const label = FIELD_LABELS[change.field] ?? change.field;
  const from = formatPlanValue(change.field, change.from);
  const to = formatPlanValue(change.field, change.to);
  return { label, from, to, onlyChanged: from === to };
}
