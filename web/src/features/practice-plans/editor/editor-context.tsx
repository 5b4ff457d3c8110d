import type { BlockTiming, ItemTiming, SectionTiming } from '@sideline/domain';
import { createContext, useContext } from 'react';
import type { Participant } from '../../collab';
import type { PlanDetail } from '@sideline/domain';
import type { PlanCommands } from './use-plan-commands';

/** Where "Add" puts new items: the end of a section's own list, or of a lane. */
export type AddTarget = { sectionId: string } | { laneId: string };

export interface PlanEditorValue {
  plan: PlanDetail;
  /** from plan.timing (the one duration function), by id */
  itemTiming: ReadonlyMap<string, ItemTiming>;
  sectionTiming: ReadonlyMap<string, SectionTiming>;
  blockTiming: ReadonlyMap<string, BlockTiming>;
  commands: PlanCommands;
  /** the one other person in the room, named when their change reaches a field being typed in here (else null) */
  coEditor: string | null;
  /** the other people whose focus is in this item's inputs */
  othersOn: (itemId: string) => Participant[];
  /** my focus entered an item's inputs (shared with the room, and watched in case the item disappears) */
  focusItem: (itemId: string, name: string) => void;
  blurItem: (itemId: string) => void;
  /** one of an item's inputs (`control`) holds text not saved yet */
  setDirty: (itemId: string, control: string, dirty: boolean) => void;
  addTarget: AddTarget | null;
  setAddTarget: (target: AddTarget | null) => void;
}

export const PlanEditorContext = createContext<PlanEditorValue | null>(null);

/** The editor's shared state, for the deep parts of the board (sections, blocks, lanes, items). */
export function usePlanEditor(): PlanEditorValue {
  const value = useContext(PlanEditorContext);
  if (!value) throw new Error('usePlanEditor outside the plan editor');
  return value;
}
