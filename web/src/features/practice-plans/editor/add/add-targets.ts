import { isBlock, type Section } from '@sideline/domain';
import type { AddTarget } from '../editor-context';

export interface TargetOption {
  /** `section:<id>` or `lane:<id>`, for a select's value */
  value: string;
  label: string;
  target: AddTarget;
}

/** Every place new items can go, in plan order: each section, then the lanes of its blocks. */
export function addTargetOptions(sections: readonly Section[]): TargetOption[] {
  return sections.flatMap((section) => [
    { value: `section:${section.id}`, label: section.name, target: { sectionId: section.id } },
    ...section.entries.filter(isBlock).flatMap((block, blockIndex, blocks) =>
      block.lanes.map((lane) => ({
        value: `lane:${lane.id}`,
        label: `${section.name} › ${blocks.length > 1 ? `block ${blockIndex + 1} › ` : ''}${lane.name}`,
        target: { laneId: lane.id },
      })),
    ),
  ]);
}

export const targetValue = (target: AddTarget) =>
  'sectionId' in target ? `section:${target.sectionId}` : `lane:${target.laneId}`;

/** The API's target: the end of the list. */
export const apiTarget = (target: AddTarget) =>
  'sectionId' in target ? { sectionId: target.sectionId, index: null } : { laneId: target.laneId, index: null };
