import { boardDecider, type BoardEvent, type BoardState, type Decider, type SportId } from '@sideline/domain';
import { sceneUpdate, type SceneElement } from '@sideline/api';
import { courtSceneElements } from './demo-formation-court';

export interface DrawCourt {
  type: 'DrawCourt';
  data: { sport: SportId; courtTemplateId: string; editorId: string; at: string };
}

/**
 * The demo board's first drawing: its court, stored as the collab server stores an editor's first save (one
 * `BoardDocumentUpdated`). Without it the court only appears once an editor opens the board, and a member opening the
 * board first (read-only) saw an empty canvas. Only ever decides on a board with no drawing yet.
 */
export const drawCourtDecider: Decider<DrawCourt, BoardEvent, BoardState> = {
  initialState: boardDecider.initialState,
  evolve: boardDecider.evolve,
  decide: (command, state) => {
    if (state.status !== 'active' || state.lastDocumentVersion > 0) return [];
    const court = courtSceneElements(command.data.sport, command.data.courtTemplateId) as SceneElement[];
    const update = Buffer.from(sceneUpdate(court)).toString('base64');
    return [
      {
        type: 'BoardDocumentUpdated',
        data: {
          boardId: state.boardId,
          update,
          editors: [command.data.editorId],
          guestLinkIds: [],
          at: command.data.at,
        },
      },
    ];
  },
};
