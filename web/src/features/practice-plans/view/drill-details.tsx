import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { friendlyMessage } from '../../../api/friendly-message';
import { DiagramView } from '../../canvas';
import { drillQuery, formatLength, playersLabel } from '../../drills';
import styles from './section-view.module.css';

/** A drill of the plan, opened in place: its brief description and diagrams (GET /api/drills/:id). */
export function DrillDetails({ drillId }: { drillId: string }) {
  const drill = useQuery(drillQuery(drillId));
  if (drill.isPending) return <p role="status">Loading the drill…</p>;
  if (drill.isError) return <p className={styles.inlineError}>{friendlyMessage(drill.error)}</p>;
  const { data } = drill;
  return (
    <div className={styles.drillDetails}>
      <p className={styles.drillBrief}>{data.briefDescription}</p>
      <p className={styles.meta}>
        {formatLength(data.lengthMin, data.lengthMax)} · {playersLabel(data.playersMin, data.playersMax)}
        {data.complexity ? ` · ${data.complexity} complexity` : ''}
      </p>
      {data.diagrams.length > 0 ? (
        <div className={styles.diagrams}>
          {data.diagrams.map((diagram, index) => (
            <figure key={diagram.id} className={styles.diagram}>
              <DiagramView
                diagram={diagram}
                label={`${data.name}: diagram ${index + 1}${diagram.title ? `, ${diagram.title}` : ''}`}
              />
              {diagram.title ? <figcaption>{diagram.title}</figcaption> : null}
            </figure>
          ))}
        </div>
      ) : null}
      <Link to={`/drills/${data.id}`}>Open the drill</Link>
    </div>
  );
}
