import { describe, expect, it } from 'vitest';
import { ALL_EVENT_TYPES, EVENT_TYPES_BY_STREAM } from '../event-types';
import {
  ENTITY_KIND_NAMES,
  EVENT_ACTIONS,
  auditSentence,
  entityTypeLabel,
  eventAction,
  eventTypeLabel,
  eventTypeWords,
} from './audit-words';

describe('the audit log in words', () => {
  it('words every event type and names every entity type', () => {
    expect(Object.keys(EVENT_ACTIONS).sort()).toEqual([...ALL_EVENT_TYPES].sort());
    for (const stream of Object.keys(EVENT_TYPES_BY_STREAM)) expect(ENTITY_KIND_NAMES[stream], stream).toBeTruthy();
    // actions start in capitals and leave the entity to follow
    for (const action of Object.values(EVENT_ACTIONS)) expect(action).toMatch(/^[A-Z][^.]*[a-z]$/);
  });

  it('a row reads as a sentence: named, or with an article when nothing names it', () => {
    expect(
      auditSentence({
        action: eventAction('PlanItemDurationSet'),
        entityKind: 'practice plan',
        entityName: 'Pressing week',
      }),
    ).toBe('Changed the minutes of an item in the practice plan “Pressing week”');
    expect(auditSentence({ action: 'Voted on', entityKind: 'drill', entityName: null })).toBe('Voted on a drill');
    expect(auditSentence({ action: 'Created', entityKind: 'account', entityName: null })).toBe('Created an account');
  });

  it('the filter’s choices say what and to what; an unknown type reads as its words', () => {
    expect(eventTypeLabel('PlanItemDurationSet')).toBe('Practice plan: changed the minutes of an item in');
    expect(eventTypeLabel('SuggestionVoted')).toBe('Suggestion vote: voted for');
    expect(eventTypeLabel('PracticePlanItemMoved')).toBe('Practice plan item moved');
    expect(entityTypeLabel('poll-suggestion')).toBe('Drill suggestion');
    expect(entityTypeLabel('something-new')).toBe('Something new');
    expect(eventAction('SomethingHappened')).toBe('Something happened');
    expect(eventTypeWords('user.registered')).toBe('User registered');
  });
});
