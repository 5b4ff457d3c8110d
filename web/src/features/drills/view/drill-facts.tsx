import { Link } from 'react-router';
import type { DrillDetail } from '@sideline/domain';
import { formatLength, playersLabel, positionName } from '../format-drill';
import styles from './drill-view.module.css';

/** The drill at a glance; skills, positions and types link to the list filtered by them. */
export function DrillFacts({ drill }: { drill: DrillDetail }) {
  const listLink = (param: string, value: string) =>
    `/drills?sport=${drill.sport}&${param}=${encodeURIComponent(value)}`;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Length</dt>
        <dd>{formatLength(drill.lengthMin, drill.lengthMax)}</dd>
      </div>
      <div>
        <dt>Players</dt>
        <dd>{playersLabel(drill.playersMin, drill.playersMax)}</dd>
      </div>
      <div>
        <dt>Complexity</dt>
        <dd>{drill.complexity ?? 'Not set'}</dd>
      </div>
      <div>
        <dt>Skill levels</dt>
        <dd>{drill.skillLevels.join(', ')}</dd>
      </div>
      <div>
        <dt>Drill types</dt>
        <dd>
          <TagLinks values={drill.drillTypes} href={(value) => listLink('drillTypes', value)} />
        </dd>
      </div>
      <div>
        <dt>Positions</dt>
        <dd>
          <TagLinks
            values={drill.positions}
            label={(id) => positionName(drill.sport, id)}
            href={(value) => listLink('positions', value)}
          />
        </dd>
      </div>
      <div>
        <dt>Skills</dt>
        <dd>
          <TagLinks values={drill.skills} href={(value) => listLink('skills', value)} />
        </dd>
      </div>
    </dl>
  );
}

interface TagLinksProps {
  values: readonly string[];
  href: (value: string) => string;
  label?: (value: string) => string;
}

function TagLinks({ values, href, label = (value) => value }: TagLinksProps) {
  return (
    <ul className={styles.tagLinks}>
      {values.map((value) => (
        <li key={value}>
          <Link to={href(value)} title={`More drills: ${label(value)}`}>
            {label(value)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
