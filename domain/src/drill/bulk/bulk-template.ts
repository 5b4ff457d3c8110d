import { COMPLEXITIES, SKILL_LEVELS } from '../../content/content.schemas';
import { SPORT_IDS, SPORT_PACKS, type SportId } from '../../sports';
import { BULK_COLUMNS, type BulkField } from './bulk-columns';

/** The template's header row, in the reference app's order. */
export const BULK_TEMPLATE_HEADERS: readonly string[] = BULK_COLUMNS.map((column) => column.header);

type ExampleRow = Record<BulkField, string>;

/** Two example drills per sport: one with codes and an open-ended player count, one with names. */
const EXAMPLES: Record<SportId, [ExampleRow, ExampleRow]> = {
  quadball: [
    {
      name: 'Three-man weave',
      briefDescription: 'Chasers pass while weaving down the pitch.',
      detailedDescription:
        'Groups of three run the length of the pitch.\n\nEach pass goes to the player cutting across.',
      drillTypes: 'Warmup, Skill-focus',
      skillLevels: '1, 2',
      complexity: '1',
      lengthMin: '5',
      lengthMax: '15',
      playersMin: '3',
      playersMax: '',
      skills: 'Passing, Catching, Cuts',
      positions: 'Chaser; Keeper',
      videoUrl: '',
      sport: 'quadball',
      diagrams: '',
    },
    {
      name: 'Beater two-on-one',
      briefDescription: 'Two beaters against one hold bludger control.',
      detailedDescription: '',
      drillTypes: 'Competitive; Contact',
      skillLevels: 'Intermediate; Advanced',
      complexity: 'High',
      lengthMin: '10',
      lengthMax: '20',
      playersMin: '3',
      playersMax: '6',
      skills: 'Beater Control, Dodgeball Blocks, Communication',
      positions: 'Beater',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      sport: 'quadball',
      diagrams: '',
    },
  ],
  basketball: [
    {
      name: 'Mikan drill',
      briefDescription: 'Alternate-hand layups under the basket.',
      detailedDescription: 'Make a layup with the right hand, step across, then the left.',
      drillTypes: 'Warmup, Shooting',
      skillLevels: '1, 2',
      complexity: '1',
      lengthMin: '5',
      lengthMax: '10',
      playersMin: '1',
      playersMax: '',
      skills: 'Layups, Footwork',
      positions: 'Center; Power Forward',
      videoUrl: '',
      sport: 'basketball',
      diagrams: '',
    },
    {
      name: 'Shell defence',
      briefDescription: 'Four defenders rotate as the ball moves round the arc.',
      detailedDescription: '',
      drillTypes: 'Tactic-focus',
      skillLevels: 'Intermediate; Advanced',
      complexity: 'Medium',
      lengthMin: '10',
      lengthMax: '20',
      playersMin: '8',
      playersMax: '10',
      skills: 'Help Defence, Closeouts, Communication',
      positions: 'Point Guard, Shooting Guard, Small Forward, Power Forward',
      videoUrl: '',
      sport: 'basketball',
      diagrams: '',
    },
  ],
  soccer: [
    {
      name: 'Rondo 4v1',
      briefDescription: 'Keep the ball away from one defender in a small square.',
      detailedDescription: 'Two touches at most.\n\nThe player who loses the ball goes in the middle.',
      drillTypes: 'Warmup, Skill-focus',
      skillLevels: '1, 2, 3',
      complexity: '1',
      lengthMin: '5',
      lengthMax: '15',
      playersMin: '5',
      playersMax: '',
      skills: 'Passing, First Touch',
      positions: 'Midfielder; Defender',
      videoUrl: '',
      sport: 'soccer',
      diagrams: '',
    },
    {
      name: 'Crossing and finishing',
      briefDescription: 'Wide players cross, forwards attack the near and far post.',
      detailedDescription: '',
      drillTypes: 'Skill-focus; Competitive',
      skillLevels: 'Intermediate; Advanced',
      complexity: 'Medium',
      lengthMin: '15',
      lengthMax: '25',
      playersMin: '6',
      playersMax: '12',
      skills: 'Crossing, Finishing',
      positions: 'Forward, Midfielder',
      videoUrl: '',
      sport: 'soccer',
      diagrams: '',
    },
  ],
};

/** The template's example rows for a sport, as cell texts in header order. */
export function bulkTemplateRows(sport: SportId): string[][] {
  return EXAMPLES[sport].map((example) => BULK_COLUMNS.map((column) => example[column.field]));
}

/** The "Allowed values" sheet: one column per list, for the chosen sport. */
export function bulkAllowedValues(sport: SportId): { title: string; values: string[] }[] {
  const pack = SPORT_PACKS[sport];
  return [
    { title: 'Skill Level (code: name)', values: SKILL_LEVELS.map((level, i) => `${i + 1}: ${level}`) },
    { title: 'Complexity (code: name)', values: COMPLEXITIES.map((complexity, i) => `${i + 1}: ${complexity}`) },
    { title: `Drill Type (${pack.name})`, values: [...pack.drillTypes] },
    { title: `Positions Focused On (${pack.name})`, values: pack.positions.map((position) => position.name) },
    { title: `Skills Focused On (${pack.name}; others are allowed)`, values: [...pack.skills] },
    { title: 'Sport (blank: the sport chosen on the page)', values: SPORT_IDS.map((id) => SPORT_PACKS[id].name) },
  ];
}

/** How to fill the template, printed above the allowed values. */
export const BULK_TEMPLATE_NOTES: readonly string[] = [
  'One drill per row; the first row names the columns. Columns may be in any order; unknown columns are ignored.',
  'Lists (drill types, skill levels, skills, positions) are separated by commas or semicolons.',
  'Skill level and complexity take a code or a name. Lengths are whole minutes.',
  'Leave Number of People Max blank (or 0) for no upper limit.',
  'Diagrams: leave blank, or a JSON array of Excalidraw scenes.',
];
