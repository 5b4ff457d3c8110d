import { findLane, isBlock, type Section } from '@sideline/domain';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { AddItemPanel } from './add/add-item-panel';
import styles from './board.module.css';
import { dndId } from './dnd-ids';
import { usePlanEditor } from './editor-context';
import { GroupChooser } from './group-chooser';
import { ItemCard } from './item-card';
import { ParallelBlockCard } from './parallel-block';
import { SectionDetails } from './section-details';
import { SectionHeader } from './section-header';

/** One section of the plan in the editor: its header, goals and notes, its entries in order, grouping and adding. */
export function SectionCard({ section, index, count }: { section: Section; index: number; count: number }) {
  const { plan, addTarget, setAddTarget } = usePlanEditor();
  const sortable = useSortable({ id: dndId('section', section.id), data: { type: 'section' } });
  const drop = useDroppable({ id: dndId('entries', section.id), data: { type: 'entries' } });
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [grouping, setGrouping] = useState(false);

  // Chosen items that moved away or were removed (by anyone) are no longer chosen.
  const singles = section.entries.filter((entry) => !isBlock(entry)).map((entry) => entry.id);
  const chosen = singles.filter((id) => selected.includes(id));
  const toggle = (itemId: string) =>
    setSelected((current) => (current.includes(itemId) ? current.filter((id) => id !== itemId) : [...current, itemId]));

  const addHere =
    addTarget !== null &&
    ('sectionId' in addTarget
      ? addTarget.sectionId === section.id
      : findLane(plan.sections, addTarget.laneId)?.sectionId === section.id);

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={styles.section}
      data-dragging={sortable.isDragging || undefined}
      data-testid="plan-section"
      data-section-name={section.name}
      aria-label={`Section ${section.name}`}
    >
      <SectionHeader
        section={section}
        index={index}
        count={count}
        handle={{ attributes: sortable.attributes, listeners: sortable.listeners }}
        detailsOpen={detailsOpen}
        onToggleDetails={() => setDetailsOpen((open) => !open)}
      />
      {detailsOpen ? (
        <SectionDetails section={section} />
      ) : section.goals.length > 0 ? (
        <p className={styles.goalLine}>Goals: {section.goals.join(' · ')}</p>
      ) : null}

      <SortableContext
        items={section.entries.map((entry) => dndId(isBlock(entry) ? 'block' : 'item', entry.id))}
        strategy={verticalListSortingStrategy}
      >
        <ol
          ref={drop.setNodeRef}
          className={styles.entries}
          data-over={drop.isOver || undefined}
          aria-label={`Items of ${section.name}`}
        >
          {section.entries.map((entry) =>
            isBlock(entry) ? (
              <ParallelBlockCard key={entry.id} block={entry} />
            ) : (
              <ItemCard
                key={entry.id}
                item={entry}
                selection={{ selected: chosen.includes(entry.id), toggle: () => toggle(entry.id) }}
              />
            ),
          )}
          {section.entries.length === 0 ? (
            <li className={styles.dropHint}>No items yet: add some, or drop them here.</li>
          ) : null}
        </ol>
      </SortableContext>

      {grouping ? (
        <GroupChooser
          sectionId={section.id}
          sport={plan.metadata.sport}
          itemIds={chosen}
          onDone={() => {
            setGrouping(false);
            setSelected([]);
          }}
          onCancel={() => setGrouping(false)}
        />
      ) : null}
      <div className={styles.sectionToolbar}>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={addHere}
          onClick={() => setAddTarget(addHere ? null : { sectionId: section.id })}
        >
          Add to {section.name}
        </button>
        {!grouping ? (
          <button type="button" className="button button--ghost" onClick={() => setGrouping(true)}>
            {chosen.length > 0 ? `Run in parallel (${chosen.length})` : 'New parallel block'}
          </button>
        ) : null}
        {chosen.length > 0 ? (
          <button type="button" className="button button--ghost" onClick={() => setSelected([])}>
            Clear choice
          </button>
        ) : null}
      </div>
      {addHere ? <AddItemPanel /> : null}
    </li>
  );
}
