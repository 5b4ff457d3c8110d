import { boardVersionContract } from '@sideline/domain';
import { BOARD_DRAWING } from '../documents/document-log';
import { documentVersionsController } from '../documents/document-versions.controller';
import { BoardCommands } from './board-commands';
import { readableBoard } from './board-views';

/** The drawing's history: every stored version, the drawing at one of them (the slider), and restoring one. */
export const BoardVersionsController = documentVersionsController({
  path: 'api/boards',
  tag: 'boards',
  noun: 'board',
  document: { short: 'drawing', long: 'this board' },
  log: BOARD_DRAWING,
  versionContract: boardVersionContract,
  versionExtras: (row) => ({ guestEdits: row.guestLinkIds.length > 0 }),
  notFoundCode: 'BOARD.VERSION_NOT_FOUND',
  assertReadable: readableBoard,
  commands: BoardCommands,
  restore: (commands, actor, id, version, ctx) => commands.restoreVersion(actor, id, version, ctx),
});
