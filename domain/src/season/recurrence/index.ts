export * from './recurrence.model';
export * from './recurrence.schemas';
export * from './recurrence.events';
export * from './recurrence.commands';
export * from './recurrence.contract';
export * from './recurrence-dates';
export * from './recurrence-preview';
export * from './series-edits';
export * from './practice-generation';
export * from './template-propagation';
export * from './zoned-time';
export * from './calendar-dates';
export {
  recurrencesDecider,
  decideRecurrences,
  evolveRecurrences,
  initialRecurrencesState,
  generatedKeys,
  checkSeriesDates,
  type RecurrencesState,
  type GeneratedPracticeState,
  type GenerationState,
} from './recurrence.decider';
