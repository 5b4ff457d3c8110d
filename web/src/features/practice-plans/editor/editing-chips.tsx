import type { Participant } from '../../collab';
import styles from './item.module.css';
import { editingSentence } from './presence-editing';

/** Who else has this item's inputs open, each in their presence colour. */
export function EditingChips({ people }: { people: readonly Participant[] }) {
  if (people.length === 0) return null;
  return (
    <span className={styles.editingChips} data-testid="item-editors" title={editingSentence(people)}>
      <span className="visually-hidden">{editingSentence(people)}</span>
      {people.map((person) => (
        <span
          key={person.clientId}
          className={styles.editingChip}
          style={{ background: person.user.color.background, borderColor: person.user.color.stroke }}
          aria-hidden="true"
        >
          ✎ {person.user.name}
        </span>
      ))}
    </span>
  );
}
