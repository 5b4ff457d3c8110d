import { findItem } from '@sideline/domain';
import type { Participant } from '../../collab';
import { itemName } from '../format-plan';
import type { PlanDetail } from '@sideline/domain';
import styles from './editor.module.css';
import { distinctPeople, editingItemOf } from './presence-editing';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/** Everyone with the editor open (me first), in their presence colour, with the item each one is editing. */
export function PlanPresenceList({ participants, plan }: { participants: readonly Participant[]; plan: PlanDetail }) {
  const people = distinctPeople(participants);
  if (people.length === 0) return null;
  return (
    <div className={styles.presence}>
      <span className={styles.presenceLabel} id="plan-presence-label">
        Here now
      </span>
      <ul className={styles.presenceList} aria-labelledby="plan-presence-label" data-testid="presence-list">
        {people.map((person) => {
          const editing = editingItemOf(person);
          const item = editing ? findItem(plan.sections, editing)?.item : null;
          return (
            <li key={person.clientId} className={styles.presenceItem}>
              <span className={styles.avatar} style={{ background: person.user.color.background }} aria-hidden="true">
                {initials(person.user.name)}
              </span>
              <span className={styles.presenceName}>
                {person.isMe ? `${person.user.name} (you)` : person.user.name}
              </span>
              {item && !person.isMe ? (
                <span className={styles.presenceWhat}>editing {itemName(item, plan.drills)}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
