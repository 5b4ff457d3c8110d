import { sanitizeRichText } from '@sideline/domain';
import { useMemo } from 'react';
import styles from './rich-text.module.css';

/** Rich text from the server, cleaned again before it touches the page (never trust stored HTML). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (clean === '') return null;
  return (
    <div
      className={[styles.content, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
