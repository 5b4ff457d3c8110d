import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/page-title';
import styles from './static-page.module.css';

interface StaticPageProps {
  title: string;
  lead: ReactNode;
  /** e.g. "Last updated 1 June 2025", for policies */
  meta?: string;
  children: ReactNode;
}

/** Long-form reading pages (about, privacy, terms): a readable measure and a clear heading outline. */
export function StaticPage({ title, lead, meta, children }: StaticPageProps) {
  return (
    <article className={styles.page}>
      <PageTitle title={title} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <p className={styles.lead}>{lead}</p>
      </header>
      <div className={styles.prose}>{children}</div>
    </article>
  );
}

/** A titled section with an id, so policies can be linked to by section. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}
