/** What other features use from errors; they import it from here, never from its files. */
export { RouteErrorPage } from './route-error-page';
