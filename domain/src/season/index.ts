export * from './season.schemas';
export * from './season.model';
export * from './season.events';
export * from './season.commands';
export * from './season-errors';
export * from './season.contract';
export * from './season-coverage';
export {
  seasonDecider,
  decideSeason,
  evolveSeason,
  initialSeasonState,
  type SeasonState,
  type LiveSeason,
} from './season.decider';
export * from './recurrence';
export * from './attendance';
export * from './week/season-week';
export * from './week/publish-range';
