import {
  PHASE_OF_SEASON_LABELS,
  PRACTICE_GOAL_LABELS,
  VISIBILITY_LABELS,
  sportNameOf,
  type PhaseOfSeason,
  type PracticeGoal,
  type SportId,
  type Visibility,
} from '@sideline/domain';
import type { DraftField, MetadataDraft } from './metadata-draft';

/** A co-editor's value of one detail in words, for the "changed this to …" prompt (never raw HTML or ids). */
export function incomingText<K extends DraftField>(field: K, value: MetadataDraft[K]): string {
  switch (field) {
    case 'sport':
      return sportNameOf(value as SportId);
    case 'phaseOfSeason':
      return value === null ? 'not set' : PHASE_OF_SEASON_LABELS[value as PhaseOfSeason];
    case 'practiceGoals':
      return (value as PracticeGoal[]).map((goal) => PRACTICE_GOAL_LABELS[goal]).join(', ') || 'no goals';
    case 'description':
      return new DOMParser().parseFromString(String(value), 'text/html').body.textContent;
    case 'visibility':
      return VISIBILITY_LABELS[value as Visibility].split(/:\s*/, 1)[0] ?? String(value);
    case 'teamId':
      return value === null ? 'no team' : 'another team';
    case 'editableByOthers':
      return value ? 'others may edit it' : 'only its owner edits it';
    case 'name':
    case 'startTime':
    case 'expectedParticipants':
      return String(value ?? '');
  }
}
