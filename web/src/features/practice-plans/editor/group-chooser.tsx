import { SPORT_PACKS, type SportId } from '@sideline/domain';
import { useState } from 'react';
import board from './board.module.css';
import styles from './lanes.module.css';
import { usePlanEditor } from './editor-context';

interface GroupChooserProps {
  sectionId: string;
  sport: SportId;
  /** the section's chosen single items, in their order */
  itemIds: readonly string[];
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Which position groups run side by side. With every position of the sport the server's default is used (one lane per
 * position, in its colour); the chosen items are dealt to the lanes in turn and can then be dragged between them.
 */
export function GroupChooser({ sectionId, sport, itemIds, onDone, onCancel }: GroupChooserProps) {
  const { commands } = usePlanEditor();
  const positions = SPORT_PACKS[sport].positions;
  const [chosen, setChosen] = useState<string[]>(positions.map((p) => p.id));
  const [problem, setProblem] = useState<string | null>(null);
  const key = `section:${sectionId}:group`;

  const group = async () => {
    if (chosen.length < 2) return setProblem('Choose at least two groups to run at the same time.');
    const all = chosen.length === positions.length;
    const lanes = positions
      .filter((p) => chosen.includes(p.id))
      .map((p) => ({ name: `${p.name}s`, colour: p.color, positionKey: p.id }));
    const ok = await commands.send(
      { type: 'GroupIntoParallelBlock', sectionId, itemIds: [...itemIds], ...(all ? {} : { lanes }) },
      key,
      { onInvalid: setProblem },
    );
    if (ok) onDone();
  };

  return (
    <fieldset className={styles.groupChooser}>
      <legend className={board.detailLabel}>
        {itemIds.length > 0
          ? `Run ${itemIds.length === 1 ? 'the chosen item' : `the ${itemIds.length} chosen items`} in parallel, in these groups`
          : 'A new parallel block with these groups'}
      </legend>
      <div className={styles.groupOptions}>
        {positions.map((position) => (
          <label key={position.id} className={styles.groupOption}>
            <input
              type="checkbox"
              checked={chosen.includes(position.id)}
              onChange={(event) => {
                setProblem(null);
                setChosen((current) =>
                  event.target.checked ? [...current, position.id] : current.filter((id) => id !== position.id),
                );
              }}
            />
            <span className={styles.swatch} style={{ background: position.color }} aria-hidden="true" />
            {position.name}s
          </label>
        ))}
      </div>
      {problem ? (
        <p className={board.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.groupButtons}>
        <button
          type="button"
          className="button button--primary"
          disabled={commands.isPending(key)}
          onClick={() => void group()}
        >
          {commands.isPending(key) ? 'Grouping…' : itemIds.length > 0 ? 'Run in parallel' : 'Add the block'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
