import {
  RECURRENCES_STREAM_TYPE,
  SEASON_STREAM_TYPE,
  recurrencesDecider,
  recurrencesStreamId,
  seasonDecider,
  seasonStreamId,
  type RecurrenceCommand,
  type RecurrenceEvent,
  type RecurrencesState,
  type SeasonCommand,
  type SeasonEvent,
  type SeasonState,
} from '@sideline/domain';
import type { CommandTarget } from '../commands/command-handler';

/** All of a season's recurring practices: one stream (long: a generation run appends a line per practice). */
export const recurrencesTarget = (
  seasonId: string,
): CommandTarget<RecurrenceCommand, RecurrenceEvent, RecurrencesState> => ({
  streamId: recurrencesStreamId(seasonId),
  streamType: RECURRENCES_STREAM_TYPE,
  decider: recurrencesDecider,
  snapshotTag: 'season-recurrences@1',
});

/** The season's own stream, read for its dates, markers, sections and team. */
export const seasonStreamTarget = (seasonId: string): CommandTarget<SeasonCommand, SeasonEvent, SeasonState> => ({
  streamId: seasonStreamId(seasonId),
  streamType: SEASON_STREAM_TYPE,
  decider: seasonDecider,
});
