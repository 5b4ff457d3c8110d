import type { SportPack } from './sport-pack';

const PITCH = { width: 60, height: 33 };
const hoops = (x: number) =>
  [-2.34, 0, 2.34].map((dy) => ({
    kind: 'ellipse' as const,
    x: x - 0.5,
    y: PITCH.height / 2 + dy - 0.5,
    width: 1,
    height: 1,
  }));

/** The reference app's sport: positions, its 33 skills and drill types. */
export const quadball: SportPack = {
  id: 'quadball',
  name: 'Quadball',
  positions: [
    { id: 'chaser', name: 'Chaser', color: '#2563eb', short: 'C', perSide: 3 },
    { id: 'beater', name: 'Beater', color: '#111827', short: 'B', perSide: 2 },
    { id: 'keeper', name: 'Keeper', color: '#16a34a', short: 'K', perSide: 1 },
    { id: 'seeker', name: 'Seeker', color: '#ca8a04', short: 'S', perSide: 1 },
  ],
  skills: [
    'Passing',
    'Offence',
    'Defence',
    'Positioning',
    'Close Outs',
    'Zone Defence',
    'Marked Defence',
    'Tackling',
    'Tracking',
    'Picks',
    'Hand Offs',
    'Cuts',
    'Shooting',
    'Ball Carrying',
    'Decision Making',
    'Catching',
    'Dodgeball Blocks',
    'Throwbacks',
    'Dodging',
    'Throwing',
    'Reaction Time',
    'Strips',
    '2-2',
    'Hoops/Baylor',
    'Interpositional',
    'Agility',
    'Speed',
    'Strength',
    'Wing',
    'Driving',
    'Communication',
    'Timing',
    'Beater Control',
  ],
  drillTypes: [
    'Competitive',
    'Skill-focus',
    'Tactic-focus',
    'Warmup',
    'Conditioning',
    'Cooldown',
    'Contact',
    'Match-like situation',
  ],
  courtTemplates: [
    {
      id: 'quadball-full',
      name: 'Full pitch',
      ...PITCH,
      surface: '#dcfce7',
      shapes: [
        { kind: 'rect', x: 0, y: 0, ...PITCH },
        {
          kind: 'line',
          points: [
            [30, 0],
            [30, 33],
          ],
        },
        {
          kind: 'line',
          points: [
            [19, 0],
            [19, 33],
          ],
        },
        {
          kind: 'line',
          points: [
            [41, 0],
            [41, 33],
          ],
        },
        ...hoops(16.5),
        ...hoops(43.5),
      ],
    },
    {
      id: 'quadball-half',
      name: 'Half pitch',
      width: 30,
      height: 33,
      surface: '#dcfce7',
      shapes: [
        { kind: 'rect', x: 0, y: 0, width: 30, height: 33 },
        {
          kind: 'line',
          points: [
            [19, 0],
            [19, 33],
          ],
        },
        ...hoops(16.5),
      ],
    },
    { id: 'quadball-blank', name: 'Blank', width: 40, height: 25, surface: '#ffffff', shapes: [] },
  ],
  equipment: [
    { id: 'volleyball', name: 'Volleyball (quaffle)', shape: 'circle', color: '#f8fafc', label: 'Q' },
    { id: 'dodgeball', name: 'Dodgeball (bludger)', shape: 'circle', color: '#dc2626', label: 'D' },
    { id: 'cone', name: 'Cone', shape: 'triangle', color: '#f97316', label: '' },
  ],
  defaultSections: [
    { name: 'Warm-up', minutes: 15, goals: ['Get moving', 'Throwing and catching'] },
    { name: 'Skill work', minutes: 30, goals: ['Position-specific skills'] },
    { name: 'Tactics', minutes: 25, goals: ['Offence and defence set-ups'] },
    { name: 'Scrimmage', minutes: 15, goals: ['Match-like play'] },
    { name: 'Cool-down', minutes: 5, goals: ['Stretch', 'Debrief'] },
  ],
};
