import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import styles from './board.module.css';
import { dndId, parseDndId, type DndKind } from './dnd-ids';
import { DRAG_INSTRUCTIONS, dragSubject, dropPlace } from './drag-labels';
import { dragEndCommand, type Placement } from './drag-end';
import { usePlanEditor } from './editor-context';
import { SectionCard } from './section-card';

/** Prefer the innermost target under the pointer: an item, then a lane, then a block, then a section's list. */
const PRIORITY: Record<DndKind, number> = { item: 0, lane: 1, block: 2, entries: 3, section: 4 };
const kindOf = (id: string | number) => parseDndId(id)?.kind ?? 'section';

/** Sections only meet sections; items meet everything but section cards (their lists stand for them). */
const collision: CollisionDetection = (args) => {
  const draggingSection = kindOf(args.active.id) === 'section';
  const droppableContainers = args.droppableContainers.filter(
    (container) => (kindOf(container.id) === 'section') === draggingSection,
  );
  const narrowed = { ...args, droppableContainers };
  if (draggingSection) return closestCenter(narrowed);
  const within = pointerWithin(narrowed);
  if (within.length > 0) return [...within].sort((a, b) => PRIORITY[kindOf(a.id)] - PRIORITY[kindOf(b.id)]);
  return closestCenter(narrowed);
};

/**
 * Arrow keys move a section to the next section, and an item to the next item (or list) up or down: the standard
 * sortable getter, shown only the targets of the same kind (otherwise a section would stop at every item on its way).
 */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers;
  const draggingSection = kindOf(args.context.active?.id ?? '') === 'section';
  const sameKind = {
    getEnabled: () => all.getEnabled().filter((container) => (kindOf(container.id) === 'section') === draggingSection),
    get: (id: string | number) => all.get(id),
  };
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: sameKind as unknown as typeof all },
  });
};

/** Below the middle of the target: the item goes after it. */
function placementOf(event: DragEndEvent): Placement {
  const dragged = event.active.rect.current.translated;
  const over = event.over?.rect;
  if (!dragged || !over) return 'before';
  return dragged.top + dragged.height / 2 > over.top + over.height / 2 ? 'after' : 'before';
}

/**
 * The plan's sections, sortable, with every item draggable within and between sections and lanes (mouse, touch, keys).
 */
export function SectionBoard() {
  const { plan, commands } = usePlanEditor();
  const [active, setActive] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const subject = (id: string | number) => dragSubject(plan.sections, plan.drills, id);
  const place = (id: string | number) => dropPlace(plan.sections, plan.drills, id);

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${subject(a.id)}.`,
    onDragOver: ({ active: a, over }) =>
      over ? `${subject(a.id)} is over ${place(over.id)}.` : `${subject(a.id)} is not over a place to drop it.`,
    onDragEnd: ({ active: a, over }) =>
      over ? `${subject(a.id)} was dropped on ${place(over.id)}.` : `${subject(a.id)} was put back.`,
    onDragCancel: ({ active: a }) => `Moving ${subject(a.id)} was cancelled; it is back where it was.`,
  };

  const onDragStart = (event: DragStartEvent) => setActive(String(event.active.id));
  const onDragEnd = (event: DragEndEvent) => {
    setActive(null);
    const command = dragEndCommand(
      plan.sections,
      String(event.active.id),
      event.over ? String(event.over.id) : null,
      placementOf(event),
    );
    if (command) void commands.send(command, `drag:${String(event.active.id)}`);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      <SortableContext
        items={plan.sections.map((section) => dndId('section', section.id))}
        strategy={verticalListSortingStrategy}
      >
        <ol className={styles.sections} aria-label="Sections">
          {plan.sections.map((section, index) => (
            <SectionCard key={section.id} section={section} index={index} count={plan.sections.length} />
          ))}
        </ol>
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {active ? <div className={styles.overlay}>{subject(active)}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
