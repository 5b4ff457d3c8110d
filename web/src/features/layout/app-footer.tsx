import { Link } from 'react-router';
import styles from './app-footer.module.css';

export function AppFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.tagline}>
          <strong>Sideline</strong> · plan practices together, live.
        </p>
        <nav aria-label="Site information">
          <ul className={styles.links}>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of service</Link>
            </li>
            <li>
              <Link to="/feedback">Feedback</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
