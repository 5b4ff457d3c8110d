/** What other features use from whiteboard; they import it from here, never from its files. */
export { BOARD_PAGE_SIZE, listBoards } from './board-api';
