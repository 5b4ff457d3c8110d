import {
  authorize,
  seasonDecider,
  seasonHistoryView,
  seasonRestoreCommands,
  seasonStreamId,
  validationError,
  type SeasonCommand,
  type SeasonState,
} from '@sideline/domain';
import { seasonPracticeDates } from '@sideline/projections';
import { seasonTarget } from '../seasons/season-access';
import { defineHistoryKind } from './history-kind';

/**
 * A season: details, sections and markers (recurrences have their own stream). Its team's owners and admins see and
 * restore it; each restoring command is decided by the season decider, one after another.
 */
export const seasonHistoryKind = defineHistoryKind<SeasonState, Parameters<typeof seasonDecider.evolve>[1]>({
  entityType: 'season',
  streamId: seasonStreamId,
  initialState: seasonDecider.initialState,
  evolve: seasonDecider.evolve,
  subject: (state) => (state.status === 'none' ? null : { kind: 'team', teamId: state.teamId }),
  nameOf: (state) => (state.status === 'none' ? 'Season' : state.details.name),
  view: (state) => seasonHistoryView(state),
  async restore(s, actor, seasonId, target, current, ctx) {
    if (target.status === 'none' || current.status === 'none')
      throw validationError('HISTORY.NOTHING_TO_RESTORE', 'The season did not exist at that version.', {
        version: ['Choose a version after it was created.'],
      });
    for (const command of seasonRestoreCommands(current, target)) {
      const decided: SeasonCommand =
        command.type === 'EditSeason'
          ? { ...command, data: { ...command.data, practiceDates: await seasonPracticeDates(s.db, seasonId) } }
          : command;
      await s.handler.handle(seasonTarget(seasonId), decided, ctx, {
        authorize: (state) => {
          if (state.status === 'none')
            throw validationError('HISTORY.NOTHING_TO_RESTORE', 'There is no such season.', {});
          authorize(actor, { action: 'history.restore', subject: { kind: 'team', teamId: state.teamId } });
        },
      });
    }
  },
});
