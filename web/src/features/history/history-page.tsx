import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../ui/page-title';
import { EntityHistory } from './entity-history';
import styles from './entity-history.module.css';
import { entityHistoryQuery } from './history-api';

/** Where each entity type's own page is (the history page links back to it). */
const ENTITY_PAGES: Record<string, (id: string) => string> = {
  drill: (id) => `/drills/${id}`,
  plan: (id) => `/practice-plans/${id}`,
  formation: (id) => `/formations/${id}`,
  board: (id) => `/whiteboard/${id}`,
  team: (id) => `/teams/${id}/settings`,
};

const NOUNS: Record<string, string> = {
  drill: 'Drill',
  plan: 'Practice plan',
  formation: 'Formation',
  board: 'Board',
  team: 'Team',
  user: 'Account',
  season: 'Season',
};

/** `/history/:entityType/:id`: any entity's history on a page of its own (the audit log links here). */
export function HistoryPage() {
  const { entityType = '', id = '' } = useParams();
  const history = useQuery(entityHistoryQuery(entityType, id));
  const queryClient = useQueryClient();
  const name = history.data?.name ?? NOUNS[entityType] ?? entityType;
  const page = ENTITY_PAGES[entityType]?.(encodeURIComponent(id));
  return (
    <div className={styles.page}>
      <PageTitle title={`History of ${name}`} />
      <p className={styles.meta}>{NOUNS[entityType] ?? entityType}</p>
      <h1>History of “{name}”</h1>
      {page ? <Link to={page}>Open the {(NOUNS[entityType] ?? entityType).toLowerCase()}</Link> : null}
      {/* A restore here changes what the entity's own pages show: what they cached is marked stale (refetched
          when opened). */}
      <EntityHistory
        entityType={entityType}
        entityId={id}
        onRestored={() => void queryClient.invalidateQueries({ refetchType: 'none' })}
      />
    </div>
  );
}
