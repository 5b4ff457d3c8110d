import type { SportId } from '@sideline/domain';
import { useState, type ReactNode } from 'react';
import { CollabCanvas } from '../../canvas';
import { ConnectionBadge, DocumentFullNotice, PresenceBar, type DeniedReason } from '../../collab';
import type { FormationCollab } from './use-formation-collab';
import styles from './formation-diagram.module.css';

const DENIED_TEXT: Record<DeniedReason, string> = {
  'not-found': 'This diagram could not be found, or you may not open it.',
  forbidden: 'This formation is private.',
  'sign-in': 'Sign in to see the diagram.',
  deleted: 'This formation was deleted.',
  'link-revoked': 'This link no longer works.',
  other: 'The diagram could not be opened. Reload the page to try again.',
};

interface FormationDiagramProps {
  live: FormationCollab;
  formation: { name: string; sport: SportId; courtTemplateId: string };
  /** the view page: watch only, even for someone who may edit (editing happens on the edit page) */
  watchOnly: boolean;
  /** the heading of the diagram's section */
  heading: ReactNode;
  /** a line under the heading */
  note?: ReactNode;
}

/**
 * The formation's live diagram with who is here: everyone's edits appear as they happen. Drags travel through
 * presence while they last and are written to the document when they end (the canvas binding does that).
 */
export function FormationDiagram({ live, formation, watchOnly, heading, note }: FormationDiagramProps) {
  const { collab, participants } = live;
  const [following, setFollowing] = useState<number | null>(null);
  const denied = collab?.state.denied ?? null;
  const readOnly = watchOnly || collab?.state.mode !== 'write' || Boolean(collab.state.full);

  return (
    <section className={styles.diagram} aria-label="Diagram">
      <div className={styles.bar}>
        <div className={styles.barStart}>
          {heading}
          {collab && !watchOnly ? <ConnectionBadge state={collab.state} /> : null}
        </div>
        <PresenceBar
          participants={participants}
          following={following}
          onFollow={setFollowing}
          label="Looking at this formation now"
        />
      </div>
      {note ? <p className={styles.note}>{note}</p> : null}
      {collab && !watchOnly ? <DocumentFullNotice state={collab.state} what="diagram" /> : null}
      <div className={styles.frame}>
        {denied ? (
          <div className={styles.denied} role="alert">
            <p>{DENIED_TEXT[denied]}</p>
          </div>
        ) : collab ? (
          <CollabCanvas
            doc={collab.doc}
            awareness={collab.awareness}
            synced={collab.state.synced}
            readOnly={readOnly}
            sport={formation.sport}
            courtTemplateId={formation.courtTemplateId}
            label={`Diagram: ${formation.name}`}
            following={following}
            onFollowChange={setFollowing}
          />
        ) : null}
      </div>
    </section>
  );
}
