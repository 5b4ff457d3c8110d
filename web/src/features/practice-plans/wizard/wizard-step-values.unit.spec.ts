import { emptyDraftData } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import {
  currentStepValue,
  hasUnsavedEdits,
  issuesToFieldErrors,
  parseStepValue,
  sameData,
  savableStepValue,
} from './wizard-step-values';

const basicInfo = { name: 'Plan', sport: 'quadball' as const, goals: ['recovery' as const], totalMinutes: 30 };

describe('step values', () => {
  it('Next sends the edits, else what was saved, else the empty value', () => {
    const saved = { ...emptyDraftData(), drills: { sections: [] } };
    expect(currentStepValue({ drills: { sections: [{ sectionId: 'x', items: [] }] } }, saved, 'drills')).toEqual({
      sections: [{ sectionId: 'x', items: [] }],
    });
    expect(currentStepValue({}, saved, 'drills')).toEqual({ sections: [] });
    expect(currentStepValue({}, emptyDraftData(), 'timeline')).toEqual({ sectionMinutes: [] });
    expect(currentStepValue({}, emptyDraftData(), 'sections')).toEqual([]);
  });

  it('schema issues become field errors by path', () => {
    expect(
      issuesToFieldErrors([
        { path: ['sectionMinutes', 1, 'minutes'], message: 'a' },
        { path: [], message: 'b' },
        { path: [], message: 'c' },
      ]),
    ).toEqual({
      'sectionMinutes.1.minutes': ['a'],
      _form: ['b', 'c'],
    });
    expect(parseStepValue('sections', [])).toEqual({
      ok: false,
      fieldErrors: { _form: ['Choose at least one section.'] },
    });
  });

  it('unsaved edits: typed and different from what the server holds, regardless of key order', () => {
    const parsed = parseStepValue('basic-info', basicInfo);
    if (!parsed.ok) throw new Error('fixture');
    const saved = {
      ...emptyDraftData(),
      basicInfo: JSON.parse(JSON.stringify(parsed.data, Object.keys(parsed.data as object).sort())),
    };
    expect(hasUnsavedEdits({}, saved, 'basic-info')).toBe(false);
    expect(hasUnsavedEdits({ 'basic-info': { ...basicInfo } }, saved, 'basic-info')).toBe(false);
    expect(hasUnsavedEdits({ 'basic-info': { ...basicInfo, name: 'Other' } }, saved, 'basic-info')).toBe(true);
    expect(hasUnsavedEdits({ 'basic-info': { ...basicInfo, name: '' } }, saved, 'basic-info')).toBe(true);
    // Basic info stored without a goal yet is saved as it is: nothing left to save, though Next still wants a goal.
    const nameOnly = { ...basicInfo, goals: [] };
    const parsedNameOnly = parseStepValue('basic-info', nameOnly, 'save');
    if (!parsedNameOnly.ok) throw new Error('fixture');
    const savedNameOnly = { ...emptyDraftData(), basicInfo: parsedNameOnly.data as never };
    expect(hasUnsavedEdits({ 'basic-info': nameOnly }, savedNameOnly, 'basic-info')).toBe(false);
    expect(savableStepValue({ 'basic-info': nameOnly }, savedNameOnly, 'basic-info')).toBeNull();
    expect(savableStepValue({ 'basic-info': nameOnly }, emptyDraftData(), 'basic-info')).toEqual({
      data: parsedNameOnly.data,
    });
    expect(parseStepValue('basic-info', nameOnly).ok).toBe(false);
    expect(sameData({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameData([1, 2], [2, 1])).toBe(false);
  });
});
