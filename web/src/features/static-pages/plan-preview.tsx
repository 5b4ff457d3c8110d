import styles from './plan-preview.module.css';

/** A decorative sketch of a practice plan with parallel lanes; the real thing lives on plan pages. */
export function PlanPreview() {
  return (
    <div className={styles.preview} aria-hidden="true">
      <div className={styles.header}>
        <span className={styles.title}>Tuesday practice</span>
        <span className={styles.presence}>
          <span className={styles.avatar} data-tone="a">
            JM
          </span>
          <span className={styles.avatar} data-tone="b">
            RK
          </span>
          <span className={styles.live}>Live</span>
        </span>
      </div>
      <ol className={styles.timeline}>
        <li className={styles.item}>
          <time>18:00</time>
          <span className={styles.block}>Dynamic warm-up</span>
          <span className={styles.minutes}>10 min</span>
        </li>
        <li className={styles.item}>
          <time>18:10</time>
          <span className={styles.lanes}>
            <span className={styles.lane} data-group="chasers">
              Chasers · passing triangles
            </span>
            <span className={styles.lane} data-group="beaters">
              Beaters · beat timing
            </span>
            <span className={styles.lane} data-group="keepers">
              Keepers · hoop defence
            </span>
          </span>
          <span className={styles.minutes}>20 min</span>
        </li>
        <li className={styles.item}>
          <time>18:30</time>
          <span className={styles.block} data-kind="break">
            Water break
          </span>
          <span className={styles.minutes}>5 min</span>
        </li>
        <li className={styles.item}>
          <time>18:35</time>
          <span className={styles.block}>Full-court scrimmage</span>
          <span className={styles.minutes}>25 min</span>
        </li>
      </ol>
      <p className={styles.total}>Ends 19:00 · 60 min</p>
    </div>
  );
}
