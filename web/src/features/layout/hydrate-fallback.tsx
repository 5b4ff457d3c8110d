import styles from './root-layout.module.css';

/** Shown on first load while the first page's loaders run (usually a few milliseconds). */
export function HydrateFallback() {
  return (
    <div className={styles.hydrating} role="status">
      Loading Sideline…
    </div>
  );
}
