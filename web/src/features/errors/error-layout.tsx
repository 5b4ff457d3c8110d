import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/page-title';
import styles from './error-pages.module.css';

interface ErrorLayoutProps {
  /** a short label above the heading, e.g. "Error 404" */
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

export function ErrorLayout({ eyebrow, title, children, actions }: ErrorLayoutProps) {
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <PageTitle title={title} />
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id="error-heading" className={styles.heading} tabIndex={-1}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
