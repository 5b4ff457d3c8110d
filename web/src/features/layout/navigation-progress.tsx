import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** The thin bar at the top of the page while the router loads the next page. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className={busy ? `${styles.bar} ${styles.busy}` : styles.bar} aria-hidden="true" />;
}
