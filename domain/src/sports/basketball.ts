import type { SportPack } from './sport-pack';

const COURT = { width: 28, height: 15 };
const key = (x: number) => ({ kind: 'rect' as const, x, y: 5.05, width: 5.8, height: 4.9 });

export const basketball: SportPack = {
  id: 'basketball',
  name: 'Basketball',
  positions: [
    { id: 'point-guard', name: 'Point Guard', color: '#2563eb', short: 'PG', perSide: 1 },
    { id: 'shooting-guard', name: 'Shooting Guard', color: '#0891b2', short: 'SG', perSide: 1 },
    { id: 'small-forward', name: 'Small Forward', color: '#16a34a', short: 'SF', perSide: 1 },
    { id: 'power-forward', name: 'Power Forward', color: '#9333ea', short: 'PF', perSide: 1 },
    { id: 'center', name: 'Center', color: '#dc2626', short: 'C', perSide: 1 },
  ],
  skills: [
    'Ball Handling',
    'Dribbling',
    'Passing',
    'Shooting',
    'Layups',
    'Free Throws',
    'Rebounding',
    'Boxing Out',
    'Defence',
    'Help Defence',
    'Closeouts',
    'Pick and Roll',
    'Screening',
    'Cutting',
    'Post Moves',
    'Footwork',
    'Spacing',
    'Transition',
    'Court Vision',
    'Decision Making',
    'Communication',
    'Agility',
    'Speed',
    'Conditioning',
  ],
  drillTypes: [
    'Competitive',
    'Skill-focus',
    'Tactic-focus',
    'Warmup',
    'Conditioning',
    'Cooldown',
    'Shooting',
    'Match-like situation',
  ],
  courtTemplates: [
    {
      id: 'basketball-full',
      name: 'Full court',
      ...COURT,
      surface: '#fde68a',
      shapes: [
        { kind: 'rect', x: 0, y: 0, ...COURT },
        {
          kind: 'line',
          points: [
            [14, 0],
            [14, 15],
          ],
        },
        { kind: 'ellipse', x: 12.2, y: 5.7, width: 3.6, height: 3.6 },
        key(0),
        key(22.2),
        { kind: 'arc', cx: 1.575, cy: 7.5, r: 6.75, from: -78, to: 78 },
        { kind: 'arc', cx: 26.425, cy: 7.5, r: 6.75, from: 102, to: 258 },
      ],
    },
    {
      id: 'basketball-half',
      name: 'Half court',
      width: 14,
      height: 15,
      surface: '#fde68a',
      shapes: [
        { kind: 'rect', x: 0, y: 0, width: 14, height: 15 },
        key(0),
        { kind: 'arc', cx: 1.575, cy: 7.5, r: 6.75, from: -78, to: 78 },
      ],
    },
    { id: 'basketball-blank', name: 'Blank', width: 20, height: 12, surface: '#ffffff', shapes: [] },
  ],
  equipment: [
    { id: 'ball', name: 'Ball', shape: 'circle', color: '#ea580c', label: '' },
    { id: 'cone', name: 'Cone', shape: 'triangle', color: '#f97316', label: '' },
  ],
  defaultSections: [
    { name: 'Warm-up', minutes: 15, goals: ['Dynamic stretching', 'Ball handling'] },
    { name: 'Fundamentals', minutes: 25, goals: ['Shooting form', 'Footwork'] },
    { name: 'Team offence and defence', minutes: 30, goals: ['Sets', 'Rotations'] },
    { name: 'Scrimmage', minutes: 15, goals: ['Game situations'] },
    { name: 'Free throws and cool-down', minutes: 5, goals: ['Free throws under fatigue'] },
  ],
};
