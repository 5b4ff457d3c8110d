import { RouteErrorPage } from '../errors';
import styles from './root-layout.module.css';

/**
 * The root route's error element: shown when the shell itself could not load (e.g. the session
 * check failed), so it brings its own minimal header and a plain link home that reloads the app.
 */
export function RootErrorPage() {
  return (
    <div className={styles.shell}>
      <header className={styles.standaloneBar}>
        <a href="/">Sideline</a>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <RouteErrorPage />
      </main>
    </div>
  );
}
