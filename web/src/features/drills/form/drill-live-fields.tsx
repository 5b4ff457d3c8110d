import { VISIBILITY_LABELS, findPosition, labelOr, sportNameOf, type SportId } from '@sideline/domain';
import { createContext, useContext, type ReactNode } from 'react';
import { LiveFieldConflict, updatedMark } from '../../../ui/live-field/live-field-conflict';
import type { LiveHookForm } from '../../../ui/live-field/use-live-hook-form';
import type { DrillFormValues } from './drill-form-values';

export type DrillFieldName = keyof DrillFormValues;

/** What a field of the drill form shows of live editing: its highlight, and a co-editor's change beside it. */
export interface DrillLiveMarks {
  mark: Record<string, unknown>;
  beside: ReactNode;
}

const DrillLiveContext = createContext<LiveHookForm<DrillFormValues> | null>(null);

/** Given while editing a drill (creating one, nobody else can change it). */
export const DrillLiveProvider = DrillLiveContext.Provider;

const NOT_LIVE: DrillLiveMarks = { mark: {}, beside: null };
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A co-editor's value as the prompt quotes it. */
export function drillValueWords(key: DrillFieldName, value: unknown, sport: SportId): string {
  if (value === null || value === undefined) {
    const none: Partial<Record<DrillFieldName, string>> = {
      complexity: 'not set',
      playersMax: 'no limit',
      videoUrl: 'no video',
      teamId: 'no team',
      variationOf: 'not a variation',
    };
    return none[key] ?? '';
  }
  switch (key) {
    case 'sport':
      return sportNameOf(words(value));
    case 'detailedDescription':
      return words(value)
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    case 'positions':
      return (value as string[]).map((id) => findPosition(sport, id)?.name ?? id).join(', ') || 'none';
    case 'diagrams':
      return `${plural((value as unknown[]).length, 'diagram')}, as they drew them`;
    case 'visibility':
      return labelOr(VISIBILITY_LABELS, words(value)).split(':')[0]!;
    case 'teamId':
      return 'another team';
    case 'editableByOthers':
      return value === true ? 'others may edit it' : 'only its editors may edit it';
    case 'variationOf':
      return 'a variation of another drill';
    case 'name':
    case 'briefDescription':
    case 'complexity':
    case 'drillTypes':
    case 'skillLevels':
    case 'skills':
    case 'lengthMin':
    case 'lengthMax':
    case 'playersMin':
    case 'playersMax':
    case 'videoUrl':
      return Array.isArray(value) ? value.map(words).join(', ') || 'none' : words(value);
  }
}

/** A plain value as text (a string or number as it is, anything else as JSON). */
const words = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);

/** The live marks of the drill form's fields, by name (none while creating). */
export function useDrillLive(): (key: DrillFieldName) => DrillLiveMarks {
  const live = useContext(DrillLiveContext);
  if (!live) return () => NOT_LIVE;
  const sport = live.values.sport;
  return (key) => {
    const { incoming, updated } = live.field(key);
    return {
      mark: updatedMark(updated),
      beside: incoming ? (
        <LiveFieldConflict
          incoming={{ author: incoming.author, value: drillValueWords(key, incoming.value, sport) }}
          onUseTheirs={() => live.useTheirs(key)}
          onKeepMine={() => live.keepMine(key)}
        />
      ) : null,
    };
  };
}

/** How often a field's value came in from elsewhere: a key that remounts controls reading their value once. */
export function useDrillLiveReplaced(key: DrillFieldName): number {
  return useContext(DrillLiveContext)?.replaced(key) ?? 0;
}
