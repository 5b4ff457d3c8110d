/** What other features use from formations; they import it from here, never from its files. */
export { listFormations } from './formation-api';
