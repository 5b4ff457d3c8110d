import { Link } from 'react-router';
import { loginPath } from '../../session/safe-next';
import { PageTitle } from '../../ui/page-title';
import { FeatureIcon } from './feature-icon';
import styles from './home.module.css';
import { LANDING_FEATURES } from './landing-features';
import { PlanPreview } from './plan-preview';

export function Landing() {
  return (
    <div className={styles.landing}>
      <PageTitle title="Plan practice together" />
      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className={styles.heroText}>
          <p className={styles.kicker}>For coaching staffs</p>
          <h1 id="hero-heading" className={styles.heroTitle}>
            Plan practice together, down to the minute.
          </h1>
          <p className={styles.heroLead}>
            Sideline is where your staff builds drills, draws formations, times practice plans and lays out the season,
            in one shared place, live, with every change kept.
          </p>
          <div className={styles.heroActions}>
            <Link to={loginPath(undefined, 'register')} className="button button--accent button--large">
              Create a free account
            </Link>
            <Link to="/login" className="button button--on-dark button--large">
              Sign in
            </Link>
          </div>
        </div>
        <PlanPreview />
      </section>

      <section className={styles.features} aria-labelledby="features-heading">
        <h2 id="features-heading" className={styles.sectionTitle}>
          Everything your staff plans, in one place
        </h2>
        <ul className={styles.featureGrid}>
          {LANDING_FEATURES.map((feature) => (
            <li key={feature.id} className={styles.featureCard}>
              <FeatureIcon name={feature.icon} className={styles.featureIcon} />
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p className={styles.featureText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.closing} aria-labelledby="closing-heading">
        <h2 id="closing-heading" className={styles.sectionTitle}>
          Your next practice, planned by the whole staff
        </h2>
        <p className={styles.closingText}>
          Quadball, basketball and soccer are ready to go. Free to use, no ads, and your data stays yours.
        </p>
        <div className={styles.closingActions}>
          <Link to={loginPath(undefined, 'register')} className="button button--primary button--large">
            Get started
          </Link>
          <Link to="/about" className="button button--secondary button--large">
            Learn more about Sideline
          </Link>
        </div>
      </section>
    </div>
  );
}
