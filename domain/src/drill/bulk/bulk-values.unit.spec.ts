import { describe, expect, it } from 'vitest';
import {
  complexityFromCell,
  diagramsFromCell,
  numberFromText,
  richTextFromCell,
  skillLevelFromCell,
  splitList,
  sportFromCell,
} from './bulk-values';

describe('bulk cell values', () => {
  it('splits lists on commas, semicolons and line breaks, dropping blanks', () => {
    expect(splitList('Passing, Catching;Cuts')).toEqual(['Passing', 'Catching', 'Cuts']);
    expect(splitList('Chaser; Beater; Keeper; Seeker')).toEqual(['Chaser', 'Beater', 'Keeper', 'Seeker']);
    expect(splitList('Warmup\nConditioning')).toEqual(['Warmup', 'Conditioning']);
    expect(splitList(' ;, ,')).toEqual([]);
    expect(splitList('')).toEqual([]);
  });

  it.each([
    ['1', 'New to Sport'],
    ['2', 'Beginner'],
    ['3', 'Intermediate'],
    ['4', 'Advanced'],
    ['5', 'Expert'],
    ['3.0', 'Intermediate'],
    ['1:New to Sport', 'New to Sport'],
    ['2 - Beginner', 'Beginner'],
    ['4. advanced', 'Advanced'],
    ['new to sport', 'New to Sport'],
    ['EXPERT', 'Expert'],
  ])('skill level %s → %s', (cell, level) => {
    expect(skillLevelFromCell(cell)).toBe(level);
  });

  it.each(['0', '6', '7', '2:Expert', 'Elite', '3.5'])(
    'keeps the bad skill level %s as written for the schema to name',
    (cell) => {
      expect(skillLevelFromCell(` ${cell} `)).toBe(cell);
    },
  );

  it('reads complexity by code or name, and keeps bad codes', () => {
    expect(['1', '2', '3', 'low', 'Medium', '3:High'].map(complexityFromCell)).toEqual([
      'Low',
      'Medium',
      'High',
      'Low',
      'Medium',
      'High',
    ]);
    expect(complexityFromCell('4')).toBe('4');
    expect(complexityFromCell('Hard')).toBe('Hard');
  });

  it('reads sports by id or name in any case', () => {
    expect(sportFromCell('Quadball')).toBe('quadball');
    expect(sportFromCell(' SOCCER ')).toBe('soccer');
    expect(sportFromCell('basketball')).toBe('basketball');
    expect(sportFromCell('Curling')).toBe('Curling');
  });

  it('reads numbers people type, and nothing else', () => {
    expect(numberFromText(' 12 ')).toBe(12);
    expect(numberFromText('7.5')).toBe(7.5);
    expect(numberFromText('-3')).toBe(-3);
    expect(numberFromText('12 min')).toBeNull();
    expect(numberFromText('1,5')).toBeNull();
    expect(numberFromText('')).toBeNull();
  });

  it('keeps HTML descriptions as HTML and turns plain text into paragraphs', () => {
    expect(richTextFromCell('<p>Run <strong>fast</strong></p>')).toBe('<p>Run <strong>fast</strong></p>');
    expect(richTextFromCell('Line one\nline two\n\nSecond paragraph with 3 < 4 & more')).toBe(
      '<p>Line one<br>line two</p><p>Second paragraph with 3 &lt; 4 &amp; more</p>',
    );
    expect(richTextFromCell('   ')).toBe('');
  });

  it('reads diagrams: blank, one scene, a list of scenes, broken JSON', () => {
    expect(diagramsFromCell('', 2)).toEqual({ value: [] });
    const scene = { type: 'excalidraw', elements: [{ id: 'a', type: 'rectangle' }], appState: {}, files: {} };
    expect(diagramsFromCell(JSON.stringify(scene), 7)).toEqual({
      value: [{ id: 'row-7-diagram-1', title: '', courtTemplateId: null, elements: scene.elements, files: {} }],
    });
    const two = diagramsFromCell(
      JSON.stringify([
        { id: 'mine', title: 'Setup', courtTemplateId: 'quadball-half', elements: [] },
        { elements: [] },
      ]),
      3,
    );
    expect(two).toEqual({
      value: [
        { id: 'mine', title: 'Setup', courtTemplateId: 'quadball-half', elements: [], files: {} },
        { id: 'row-3-diagram-2', title: '', courtTemplateId: null, elements: [], files: {} },
      ],
    });
    expect(diagramsFromCell('[1, "x"]', 2)).toEqual({ value: [1, 'x'] });
    expect(diagramsFromCell('[{"elements": [', 2)).toMatchObject({
      problem: expect.stringMatching(/^Diagrams must be a JSON array of Excalidraw scenes/),
    });
  });
});
