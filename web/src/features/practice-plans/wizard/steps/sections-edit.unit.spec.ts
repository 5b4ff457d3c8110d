import { SPORT_PACKS } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import {
  addCustomSection,
  addGoal,
  moveSection,
  removeSection,
  togglePredefined,
  updateSection,
  type SectionDraft,
} from './sections-edit';

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};
const [warmup, skills] = SPORT_PACKS.quadball.defaultSections;

describe('editing the chosen sections', () => {
  it('a predefined section is picked with its goals, and dropped again', () => {
    const newId = ids();
    const picked = togglePredefined([], warmup!, newId);
    expect(picked).toEqual([
      { id: 'id-1', key: 'Warm-up', name: 'Warm-up', goals: ['Get moving', 'Throwing and catching'], notes: '' },
    ]);
    expect(togglePredefined(picked, warmup!, newId)).toEqual([]);
  });

  it('custom sections are trimmed and never empty', () => {
    const newId = ids();
    expect(addCustomSection([], '  Beater drills ', newId)).toEqual([
      { id: 'id-1', key: null, name: 'Beater drills', goals: [], notes: '' },
    ]);
    expect(addCustomSection([], '   ', newId)).toEqual([]);
  });

  it('reorders one place at a time, not past the ends', () => {
    const newId = ids();
    const three: SectionDraft[] = addCustomSection(
      togglePredefined(togglePredefined([], warmup!, newId), skills!, newId),
      'Scrimmage',
      newId,
    );
    expect(moveSection(three, 'id-3', -1).map((s) => s.name)).toEqual(['Warm-up', 'Scrimmage', 'Skill work']);
    expect(moveSection(three, 'id-1', 1).map((s) => s.name)).toEqual(['Skill work', 'Warm-up', 'Scrimmage']);
    expect(moveSection(three, 'id-1', -1)).toEqual(three);
    expect(moveSection(three, 'id-3', 1)).toEqual(three);
    expect(removeSection(three, 'id-2').map((s) => s.name)).toEqual(['Warm-up', 'Scrimmage']);
    expect(updateSection(three, 'id-3', { notes: 'Pinnies' })[2]).toMatchObject({
      name: 'Scrimmage',
      notes: 'Pinnies',
    });
  });

  it('goals are added once', () => {
    expect(addGoal(['Speed'], ' speed ')).toEqual(['Speed']);
    expect(addGoal(['Speed'], ' ')).toEqual(['Speed']);
    expect(addGoal(['Speed'], 'Passing')).toEqual(['Speed', 'Passing']);
  });
});
