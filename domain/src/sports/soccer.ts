import type { SportPack } from './sport-pack';

const PITCH = { width: 105, height: 68 };

export const soccer: SportPack = {
  id: 'soccer',
  name: 'Soccer',
  positions: [
    { id: 'goalkeeper', name: 'Goalkeeper', color: '#ca8a04', short: 'GK', perSide: 1 },
    { id: 'defender', name: 'Defender', color: '#2563eb', short: 'D', perSide: 4 },
    { id: 'midfielder', name: 'Midfielder', color: '#16a34a', short: 'M', perSide: 4 },
    { id: 'forward', name: 'Forward', color: '#dc2626', short: 'F', perSide: 2 },
  ],
  skills: [
    'Passing', 'First Touch', 'Ball Control', 'Dribbling', 'Shooting', 'Finishing', 'Crossing', 'Heading', 'Tackling',
    'Pressing', 'Marking', 'Defending 1v1', 'Positioning', 'Goalkeeping', 'Set Pieces', 'Possession', 'Switching Play',
    'Transition', 'Counter-attacking', 'Decision Making', 'Communication', 'Agility', 'Speed', 'Conditioning',
  ],
  drillTypes: ['Competitive', 'Skill-focus', 'Tactic-focus', 'Warmup', 'Conditioning', 'Cooldown', 'Small-sided game', 'Match-like situation'],
  courtTemplates: [
    {
      id: 'soccer-full',
      name: 'Full pitch',
      ...PITCH,
      surface: '#bbf7d0',
      shapes: [
        { kind: 'rect', x: 0, y: 0, ...PITCH },
        { kind: 'line', points: [[52.5, 0], [52.5, 68]] },
        { kind: 'ellipse', x: 43.35, y: 24.85, width: 18.3, height: 18.3 },
        { kind: 'rect', x: 0, y: 13.84, width: 16.5, height: 40.32 },
        { kind: 'rect', x: 88.5, y: 13.84, width: 16.5, height: 40.32 },
        { kind: 'rect', x: 0, y: 24.84, width: 5.5, height: 18.32 },
        { kind: 'rect', x: 99.5, y: 24.84, width: 5.5, height: 18.32 },
      ],
    },
    {
      id: 'soccer-half',
      name: 'Half pitch',
      width: 52.5,
      height: 68,
      surface: '#bbf7d0',
      shapes: [
        { kind: 'rect', x: 0, y: 0, width: 52.5, height: 68 },
        { kind: 'rect', x: 0, y: 13.84, width: 16.5, height: 40.32 },
        { kind: 'rect', x: 0, y: 24.84, width: 5.5, height: 18.32 },
        { kind: 'arc', cx: 52.5, cy: 34, r: 9.15, from: 90, to: 270 },
      ],
    },
    { id: 'soccer-blank', name: 'Blank', width: 40, height: 30, surface: '#ffffff', shapes: [] },
  ],
  equipment: [
    { id: 'ball', name: 'Ball', shape: 'circle', color: '#f8fafc', label: '' },
    { id: 'cone', name: 'Cone', shape: 'triangle', color: '#f97316', label: '' },
    { id: 'mannequin', name: 'Mannequin', shape: 'square', color: '#64748b', label: '' },
  ],
  defaultSections: [
    { name: 'Warm-up', minutes: 15, goals: ['Activation', 'Rondos'] },
    { name: 'Technical', minutes: 20, goals: ['Passing and receiving'] },
    { name: 'Tactical', minutes: 25, goals: ['Shape in and out of possession'] },
    { name: 'Small-sided games', minutes: 25, goals: ['Apply the theme under pressure'] },
    { name: 'Cool-down', minutes: 5, goals: ['Stretch', 'Debrief'] },
  ],
};
