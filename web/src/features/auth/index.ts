/** What other features use from auth; they import it from here, never from its files. */
export { useSignOut } from './use-sign-out';
