import { describe, expect, it } from 'vitest';
import type { BulkField } from './bulk-columns';
import { parseDrillRow, parseEditedDrillRow, type BulkDefaults } from './drill-row-parser';
import type { SheetCell } from './sheet-cell';

const defaults: BulkDefaults = { sport: 'quadball', visibility: 'private' };

/** A valid quadball row as CSV gives it (all text). */
const csvRow: Record<BulkField, string> = {
  name: ' Three-man weave ',
  briefDescription: 'Chasers pass while weaving.',
  detailedDescription: 'Groups of three.\n\nPass to the cutter.',
  drillTypes: 'warmup; Skill-focus',
  skillLevels: '1, 2',
  complexity: '2',
  lengthMin: '5',
  lengthMax: '15',
  playersMin: '3',
  playersMax: '',
  skills: 'passing, close outs; Hand offs',
  positions: 'Chaser; keeper',
  videoUrl: 'https://youtu.be/abc',
  sport: '',
  diagrams: '',
};

const parse = (cells: Partial<Record<BulkField, SheetCell>>, row = 2) => parseDrillRow(row, cells, defaults);
const withCell = (field: BulkField, value: SheetCell) => parse({ ...csvRow, [field]: value });

describe('parsing one drill row', () => {
  it('turns a full CSV row into the drill the form would save', () => {
    const parsed = parse(csvRow);
    expect(parsed.errors).toEqual({});
    expect(parsed.row).toBe(2);
    expect(parsed.raw).toEqual(csvRow);
    expect(parsed.drill).toEqual({
      sport: 'quadball',
      name: 'Three-man weave',
      briefDescription: 'Chasers pass while weaving.',
      detailedDescription: '<p>Groups of three.</p><p>Pass to the cutter.</p>',
      drillTypes: ['Warmup', 'Skill-focus'],
      skillLevels: ['New to Sport', 'Beginner'],
      complexity: 'Medium',
      lengthMin: 5,
      lengthMax: 15,
      playersMin: 3,
      playersMax: null,
      skills: ['Passing', 'Close Outs', 'Hand Offs'],
      positions: ['chaser', 'keeper'],
      videoUrl: 'https://youtu.be/abc',
      diagrams: [],
      visibility: 'private',
      teamId: null,
      editableByOthers: false,
      variationOf: null,
    });
  });

  it('gives the schema the values before it checks them (input)', () => {
    expect(parse(csvRow).input).toMatchObject({
      name: 'Three-man weave',
      skillLevels: ['New to Sport', 'Beginner'],
      lengthMin: 5,
      playersMax: null,
      complexity: 'Medium',
      sport: 'quadball',
    });
  });

  it('uses the defaults for columns the file does not have', () => {
    const { detailedDescription, complexity, playersMax, videoUrl, sport, diagrams, ...required } = csvRow;
    const parsed = parse(required);
    expect(parsed.errors).toEqual({});
    expect(parsed.drill).toMatchObject({
      detailedDescription: '',
      complexity: null,
      playersMax: null,
      videoUrl: null,
      sport: 'quadball',
      diagrams: [],
    });
    expect(Object.keys(parsed.raw)).not.toContain('videoUrl');
  });

  describe('each column', () => {
    it.each<[BulkField, SheetCell, Record<string, unknown>]>([
      ['name', 'Box drill', { name: 'Box drill' }],
      ['briefDescription', 'Short', { briefDescription: 'Short' }],
      ['detailedDescription', '<p>Rich <em>text</em></p>', { detailedDescription: '<p>Rich <em>text</em></p>' }],
      ['drillTypes', 'Competitive, contact', { drillTypes: ['Competitive', 'Contact'] }],
      ['skillLevels', 'Advanced; 5', { skillLevels: ['Advanced', 'Expert'] }],
      ['complexity', 'high', { complexity: 'High' }],
      ['complexity', '', { complexity: null }],
      ['lengthMin', '10', { lengthMin: 10 }],
      ['lengthMax', '60', { lengthMax: 60 }],
      ['playersMin', '2', { playersMin: 2 }],
      ['playersMax', '12', { playersMax: 12 }],
      ['playersMax', '0', { playersMax: null }],
      ['skills', 'tackling; beater control', { skills: ['Tackling', 'Beater Control'] }],
      ['skills', 'long throws', { skills: ['Long Throws'] }],
      ['positions', 'Seeker, BEATER', { positions: ['seeker', 'beater'] }],
      ['videoUrl', 'https://vimeo.com/123456', { videoUrl: 'https://vimeo.com/123456' }],
      ['videoUrl', '  ', { videoUrl: null }],
      [
        'diagrams',
        '[{"elements":[]}]',
        { diagrams: [{ id: 'row-2-diagram-1', title: '', courtTemplateId: null, elements: [], files: {} }] },
      ],
    ])('%s = %j', (field, cell, expected) => {
      const parsed = withCell(field, cell);
      expect(parsed.errors).toEqual({});
      expect(parsed.drill).toMatchObject(expected);
    });

    it('a Sport column overrides the page’s sport, and positions are then that sport’s', () => {
      const parsed = parse({
        ...csvRow,
        sport: 'Basketball',
        positions: 'Point Guard, center',
        drillTypes: 'Shooting',
        skills: 'layups',
      });
      expect(parsed.errors).toEqual({});
      expect(parsed.drill).toMatchObject({
        sport: 'basketball',
        positions: ['point-guard', 'center'],
        drillTypes: ['Shooting'],
        skills: ['Layups'],
      });
    });
  });

  describe('bad values, with the schema’s messages', () => {
    it('names a bad skill level code', () => {
      expect(withCell('skillLevels', '2, 7').errors).toEqual({
        skillLevels: ['“7”: Skill level must be one of New to Sport, Beginner, Intermediate, Advanced, Expert.'],
      });
    });
    it('names a bad complexity code', () => {
      expect(withCell('complexity', '4').errors).toEqual({ complexity: ['Complexity must be Low, Medium or High.'] });
    });
    it('names a position or drill type the sport does not have', () => {
      expect(withCell('positions', 'Chaser, Goalie').errors.positions).toEqual([
        'Goalie is not a Quadball position (Chaser, Beater, Keeper, Seeker).',
      ]);
      expect(withCell('drillTypes', 'Juggling').errors.drillTypes).toEqual([
        'Juggling is not a drill type (Competitive, Skill-focus, Tactic-focus, Warmup, Conditioning, Cooldown, Contact, Match-like situation).',
      ]);
    });
    it('names an unknown sport', () => {
      expect(withCell('sport', 'Curling').errors.sport).toEqual(['Sport must be one of quadball, basketball, soccer.']);
    });
    it('reports every missing required field', () => {
      const blank = Object.fromEntries(Object.keys(csvRow).map((field) => [field, ''])) as Record<BulkField, string>;
      const parsed = parse(blank);
      expect(parsed.drill).toBeUndefined();
      expect(parsed.errors).toEqual({
        name: ['Give the drill a name.'],
        briefDescription: ['Describe the drill in a sentence or two.'],
        drillTypes: ['Choose at least one drill type.'],
        skillLevels: ['Choose at least one skill level.'],
        lengthMin: ['Enter the shortest length in minutes.'],
        lengthMax: ['Enter the longest length in minutes.'],
        playersMin: ['Enter the fewest players.'],
        skills: ['Choose at least one skill.'],
        positions: ['Choose at least one position.'],
      });
    });
    it('refuses text and fractions in number columns', () => {
      expect(withCell('lengthMin', 'ten').errors).toEqual({ lengthMin: ['Enter the shortest length in minutes.'] });
      expect(withCell('playersMin', '2.5').errors).toEqual({ playersMin: ['Use a whole number.'] });
      expect(withCell('playersMax', 'lots').errors.playersMax).toHaveLength(1);
    });
    it('checks ranges across columns', () => {
      expect(parse({ ...csvRow, lengthMin: '20', lengthMax: '10' }).errors).toEqual({
        lengthMax: ['The longest length must not be shorter than the shortest.'],
      });
      expect(parse({ ...csvRow, playersMin: '6', playersMax: '4' }).errors).toEqual({
        playersMax: ['The most players must not be fewer than the fewest.'],
      });
    });
    it('refuses a link that is not a web address', () => {
      expect(withCell('videoUrl', 'youtube dot com').errors).toEqual({
        videoUrl: ['Enter a full link starting with https://'],
      });
    });
    it('explains broken diagram JSON and diagrams that are not scenes', () => {
      expect(withCell('diagrams', '[{').errors.diagrams?.[0]).toMatch(
        /^Diagrams must be a JSON array of Excalidraw scenes/,
      );
      expect(withCell('diagrams', '[42]').errors.diagrams).toHaveLength(1);
    });
    it('cleans HTML descriptions (the schema sanitises)', () => {
      expect(withCell('detailedDescription', '<p>Go</p><script>alert(1)</script>').drill?.detailedDescription).toBe(
        '<p>Go</p>',
      );
    });
  });

  describe('Excel cells', () => {
    it('takes numbers as numbers, also in code and list columns', () => {
      const parsed = parse({
        ...csvRow,
        lengthMin: 5,
        lengthMax: 15.0,
        playersMin: 3,
        playersMax: 0,
        skillLevels: 3,
        complexity: 1,
      });
      expect(parsed.errors).toEqual({});
      expect(parsed.drill).toMatchObject({
        lengthMin: 5,
        lengthMax: 15,
        playersMin: 3,
        playersMax: null,
        skillLevels: ['Intermediate'],
        complexity: 'Low',
      });
    });
    it('says clearly when a number column holds a date', () => {
      const parsed = withCell('lengthMin', new Date(Date.UTC(2024, 0, 5)));
      expect(parsed.errors).toEqual({
        lengthMin: ['Suggested Length Min holds a date (2024-01-05), not a number. Format the cell as a number.'],
      });
      expect(parsed.raw.lengthMin).toBe('2024-01-05');
    });
    it('reads a date in a text column as its day', () => {
      expect(withCell('name', new Date(Date.UTC(2024, 0, 5))).drill?.name).toBe('2024-01-05');
    });
    it('uses formula results', () => {
      const parsed = parse({
        ...csvRow,
        lengthMax: { formula: 'G2*3', result: 15 },
        name: { formula: 'UPPER("box")', result: 'BOX' },
      });
      expect(parsed.drill).toMatchObject({ lengthMax: 15, name: 'BOX' });
    });
    it('reports formulas without a result and error cells against their column', () => {
      expect(withCell('lengthMax', { formula: 'G2*3' }).errors).toEqual({
        lengthMax: [
          'Suggested Length Max is a formula without a saved result (open the file in Excel and save it again).',
        ],
      });
      expect(withCell('playersMin', { error: '#REF!' }).errors).toEqual({
        playersMin: ['Number of People Min shows the Excel error #REF!.'],
      });
    });
    it('reads rich-text cells and hyperlink cells (the link is the video)', () => {
      const parsed = parse({
        ...csvRow,
        name: { richText: [{ text: 'Box ' }, { text: 'drill' }] },
        videoUrl: { text: 'Watch it', hyperlink: 'https://vimeo.com/99999' },
      });
      expect(parsed.drill).toMatchObject({ name: 'Box drill', videoUrl: 'https://vimeo.com/99999' });
      expect(parsed.raw.videoUrl).toBe('https://vimeo.com/99999');
    });
  });

  it('re-validates a row edited on the page by the same rules', () => {
    const bad = withCell('skillLevels', '9');
    expect(bad.errors.skillLevels).toBeDefined();
    const fixed = parseEditedDrillRow(bad.row, { ...bad.raw, skillLevels: '4' }, defaults);
    expect(fixed.errors).toEqual({});
    expect(fixed.drill?.skillLevels).toEqual(['Advanced']);
  });
});
