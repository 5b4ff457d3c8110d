import type { FormationInput } from '@sideline/domain';
import type { DemoDiagram } from './demo-drills-diagrams';

/** One demo formation: who owns it, the form, and its diagram (tokens and arrows on a court, in metres). */
export interface DemoFormation {
  key: string;
  owner: 'admin' | 'coach';
  input: Omit<FormationInput, 'courtTemplateId'>;
  diagram: Omit<DemoDiagram, 'title'>;
}

export const DEMO_FORMATIONS: readonly DemoFormation[] = [
  {
    key: 'qb-diamond-zone',
    owner: 'coach',
    input: {
      sport: 'quadball',
      name: 'Diamond zone',
      formationType: 'defense',
      tags: ['zone', 'hoop defence', 'beginner friendly'],
      briefDescription:
        'Keeper at the hoops, three chasers in a diamond in front; beaters hold control at the keeper line.',
      detailedDescription:
        '<p>The <strong>point chaser</strong> pressures the ball carrier; the two wings cut the passing lanes to the hoops. The keeper owns the middle hoop.</p><ul><li>Rotate the diamond with the ball, never flatten it.</li><li>Beaters call the bludger situation every possession.</li></ul>',
    },
    diagram: {
      court: 'quadball-half',
      tokens: [
        { position: 'keeper', at: [14.5, 16.5] },
        { position: 'chaser', at: [21, 16.5] },
        { position: 'chaser', at: [18, 11] },
        { position: 'chaser', at: [18, 22] },
        { position: 'beater', at: [20, 6] },
        { position: 'beater', at: [20, 27] },
        { position: 'chaser', team: 'b', at: [26, 15] },
      ],
      arrows: [{ from: [21, 16.5], to: [24.5, 15.5], kind: 'run' }],
    },
  },
  {
    key: 'qb-fast-break',
    owner: 'coach',
    input: {
      sport: 'quadball',
      name: 'Fast break with beater escort',
      formationType: 'offense',
      tags: ['transition', 'fast break'],
      briefDescription: 'Three chasers attack in a wave while a beater runs ahead to clear the defending beater.',
      detailedDescription:
        '<p>The ball carrier drives the middle; wings stay wide and a step behind. The escorting beater engages the defending beater <em>before</em> the keeper line.</p>',
    },
    diagram: {
      court: 'quadball-full',
      tokens: [
        { position: 'chaser', at: [24, 16.5] },
        { position: 'chaser', at: [22, 8] },
        { position: 'chaser', at: [22, 25] },
        { position: 'beater', at: [30, 12] },
        { position: 'keeper', team: 'b', at: [44.5, 16.5] },
        { position: 'beater', team: 'b', at: [40, 14] },
      ],
      arrows: [
        { from: [24, 16.5], to: [36, 16.5], kind: 'run' },
        { from: [22, 8], to: [37, 10], kind: 'run' },
        { from: [22, 25], to: [37, 23], kind: 'run' },
        { from: [30, 12], to: [38, 13.5], kind: 'run' },
      ],
    },
  },
  {
    key: 'bb-two-three-zone',
    owner: 'coach',
    input: {
      sport: 'basketball',
      name: '2-3 zone',
      formationType: 'defense',
      tags: ['zone', 'half court'],
      briefDescription: 'Two guards up top, three across the baseline: protects the paint, gives up the wings late.',
      detailedDescription:
        '<p>Guards split the top and <strong>show</strong> on the wing until the forward arrives. The centre never leaves the paint.</p>',
    },
    diagram: {
      court: 'basketball-half',
      tokens: [
        { position: 'point-guard', at: [6.5, 5.5] },
        { position: 'shooting-guard', at: [6.5, 9.5] },
        { position: 'small-forward', at: [2.5, 2.5] },
        { position: 'center', at: [2.2, 7.5] },
        { position: 'power-forward', at: [2.5, 12.5] },
        { position: 'point-guard', team: 'b', at: [10.5, 7.5] },
      ],
      arrows: [{ from: [6.5, 5.5], to: [8.5, 3.5], kind: 'run' }],
    },
  },
  {
    key: 'bb-horns',
    owner: 'admin',
    input: {
      sport: 'basketball',
      name: 'Horns',
      formationType: 'offense',
      tags: ['half court', 'pick and roll', 'set play'],
      briefDescription: 'Bigs at both elbows, wings in the corners: the point guard picks a side for the ball screen.',
      detailedDescription:
        '<p>From Horns the point guard can use either elbow screen. The screener rolls, the other big pops to the top.</p>',
    },
    diagram: {
      court: 'basketball-half',
      tokens: [
        { position: 'point-guard', at: [10, 7.5] },
        { position: 'power-forward', at: [5.8, 5] },
        { position: 'center', at: [5.8, 10] },
        { position: 'shooting-guard', at: [0.8, 1] },
        { position: 'small-forward', at: [0.8, 14] },
      ],
      arrows: [
        { from: [10, 7.5], to: [7.5, 4], kind: 'run' },
        { from: [5.8, 5], to: [2.5, 6.5], kind: 'run' },
        { from: [5.8, 10], to: [9, 10.5], kind: 'run' },
        { from: [7.5, 4], to: [9, 10.5], kind: 'pass' },
      ],
    },
  },
  {
    key: 'sc-four-three-three',
    owner: 'coach',
    input: {
      sport: 'soccer',
      name: '4-3-3 base shape',
      formationType: 'other',
      tags: ['base shape', '11v11'],
      briefDescription: 'Back four, a midfield three with a holding six, and a front three that presses high.',
      detailedDescription:
        '<p>Full-backs push on when the ball is on their side; the six drops between the centre-backs to build.</p>',
    },
    diagram: {
      court: 'soccer-full',
      tokens: [
        { position: 'goalkeeper', at: [4, 34] },
        { position: 'defender', at: [18, 10] },
        { position: 'defender', at: [16, 26] },
        { position: 'defender', at: [16, 42] },
        { position: 'defender', at: [18, 58] },
        { position: 'midfielder', at: [30, 34] },
        { position: 'midfielder', at: [38, 20] },
        { position: 'midfielder', at: [38, 48] },
        { position: 'forward', at: [55, 10] },
        { position: 'forward', at: [58, 34] },
        { position: 'forward', at: [55, 58] },
      ],
    },
  },
];
