/** What other features use from history; they import it from here, never from its files. */
export { EntityHistory } from './entity-history';
export { attributionQuery } from './history-api';
