import type { ShareLinkKind } from '@sideline/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { friendlyMessage } from '../../api/friendly-message';
import { rotateShareLink, type SeasonShareLink, type SeasonTimeline } from './season-api';
import styles from './seasons.module.css';
import { formatDateTime } from '../../ui/format/date-formats';

const LABELS: Record<ShareLinkKind, { title: string; about: string }> = {
  view: {
    title: 'Public view link',
    about:
      'Anyone with it sees the timeline, published practices and the markers shown to members, without signing in.',
  },
  calendar: {
    title: 'Calendar feed link',
    about:
      'Subscribe in Google Calendar ("From URL"), Apple Calendar ("New calendar subscription") or Outlook ("Subscribe from web").',
  },
};

/** Share settings: each link is shown once when made; making a new one stops the old one at once. */
export function SeasonSharePanel({ timeline }: { timeline: SeasonTimeline }) {
  const [made, setMade] = useState<Partial<Record<ShareLinkKind, SeasonShareLink>>>({});
  const rotate = useMutation({
    mutationFn: (kind: ShareLinkKind) => rotateShareLink(timeline.season.teamId, timeline.season.id, kind),
    onSuccess: (link) => setMade((m) => ({ ...m, [link.kind]: link })),
  });
  return (
    <section className={styles.card} aria-labelledby="share-heading">
      <h2 id="share-heading">Share</h2>
      {(['view', 'calendar'] as const).map((kind) => {
        const rotatedAt = made[kind]?.rotatedAt ?? timeline.shareLinks[kind];
        return (
          <div key={kind} className={styles.form}>
            <h3>{LABELS[kind].title}</h3>
            <p className={styles.note}>{LABELS[kind].about}</p>
            {made[kind] ? (
              <div className={styles.linkBox}>
                <span>Copy it now: it is shown only once.</span>
                <a href={made[kind].url} data-testid={`share-link-${kind}`}>
                  {made[kind].url}
                </a>
              </div>
            ) : (
              <p className={styles.meta}>
                {rotatedAt ? `A link made ${formatDateTime(rotatedAt)} is working.` : 'No link made yet.'}
              </p>
            )}
            <div>
              <button
                type="button"
                className="button button--secondary"
                disabled={rotate.isPending}
                onClick={() => rotate.mutate(kind)}
              >
                {rotatedAt ? 'Make a new link (the old one stops working)' : 'Make a link'}
              </button>
            </div>
          </div>
        );
      })}
      {rotate.isError ? (
        <p className={styles.formError} role="alert">
          {friendlyMessage(rotate.error)}
        </p>
      ) : null}
    </section>
  );
}
