import { youtubeSearch, type DemoDrill } from './demo-drills-catalog';

const HOOPS: [number, number][] = [[16.5, 14.16], [16.5, 16.5], [16.5, 18.84]];

export const QUADBALL_DRILLS: DemoDrill[] = [
  {
    key: 'qb-passing-triangle',
    owner: 'admin',
    input: {
      sport: 'quadball', name: 'Chaser passing triangle',
      briefDescription: 'Three chasers move the volleyball around a triangle of cones, passing and following their pass.',
      detailedDescription: '<p>Set three cones 8 m apart. Each chaser <strong>passes and follows</strong> to the next cone.</p><ul><li>Two-handed chest passes first</li><li>Then one-handed, non-dominant hand</li></ul>',
      drillTypes: ['Skill-focus', 'Warmup'], skillLevels: ['New to Sport', 'Beginner'], complexity: 'Low',
      lengthMin: 8, lengthMax: 12, playersMin: 3, playersMax: 9, skills: ['Passing', 'Catching', 'Communication'], positions: ['chaser'],
      visibility: 'public',
    },
    diagrams: [{
      title: 'Triangle set-up', court: 'quadball-blank',
      tokens: [{ position: 'chaser', at: [10, 18] }, { position: 'chaser', at: [20, 6] }, { position: 'chaser', at: [30, 18] }],
      arrows: [{ from: [11, 17], to: [19, 7], kind: 'pass' }, { from: [21, 7], to: [29, 17], kind: 'pass' }, { from: [29, 18.5], to: [11, 18.5], kind: 'pass' }],
    }],
  },
  {
    key: 'qb-hoop-defence-triangle',
    owner: 'admin',
    input: {
      sport: 'quadball', name: 'Keeper-led hoop defence triangle',
      briefDescription: 'The keeper and two chasers rotate around the hoops to close shooting lanes against three attackers.',
      detailedDescription: '<p>Attackers pass around the arc; defenders shift as one. The keeper <em>calls every rotation</em>.</p><p>Swap roles every 90 seconds.</p>',
      drillTypes: ['Tactic-focus'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 15, lengthMax: 20, playersMin: 6, playersMax: 8, skills: ['Zone Defence', 'Positioning', 'Communication', 'Close Outs'], positions: ['keeper', 'chaser'],
      videoUrl: youtubeSearch('quadball hoop defence zone'),
    },
    diagrams: [{
      title: 'Starting shape', court: 'quadball-half',
      tokens: [
        { position: 'keeper', at: [14.5, 16.5] }, { position: 'chaser', at: [12, 11] }, { position: 'chaser', at: [12, 22] },
        { position: 'chaser', team: 'b', at: [5, 9] }, { position: 'chaser', team: 'b', at: [4, 16.5] }, { position: 'chaser', team: 'b', at: [5, 24] },
      ],
      arrows: [{ from: [5, 10], to: [4.5, 15.5], kind: 'pass' }, { from: [12, 12], to: [10.5, 14.5], kind: 'run' }],
    }],
  },
  {
    key: 'qb-beater-2v2',
    owner: 'coach',
    input: {
      sport: 'quadball', name: 'Beater 2v2 control',
      briefDescription: 'Two beater pairs fight for control of two dodgeballs in a half pitch.',
      detailedDescription: '<p>Start with one dodgeball per team. Win control by <strong>forcing the other pair to throw</strong> or by catching a throw.</p><p>Play to three control changes, then swap pairs.</p>',
      drillTypes: ['Competitive', 'Tactic-focus', 'Contact'], skillLevels: ['Intermediate', 'Advanced', 'Expert'], complexity: 'High',
      lengthMin: 15, lengthMax: 25, playersMin: 4, playersMax: 8, skills: ['Beater Control', '2-2', 'Dodgeball Blocks', 'Timing', 'Communication'], positions: ['beater'],
      videoUrl: youtubeSearch('quadball beater 2v2 control'),
    },
    diagrams: [{
      title: 'Pairs at the start', court: 'quadball-half',
      tokens: [{ position: 'beater', at: [8, 10] }, { position: 'beater', at: [8, 23] }, { position: 'beater', team: 'b', at: [22, 10] }, { position: 'beater', team: 'b', at: [22, 23] }],
      arrows: [{ from: [9, 11], to: [16, 15], kind: 'run' }, { from: [21, 22], to: [16, 18], kind: 'run' }],
    }],
  },
  {
    key: 'qb-beater-2v2-no-bludger',
    owner: 'coach',
    parent: 'qb-beater-2v2',
    input: {
      sport: 'quadball', name: 'Beater 2v2 control: no-bludger start',
      briefDescription: 'The 2v2 control game starting from the third-bludger scenario, so the pair without a ball must win one back.',
      detailedDescription: '<p>One pair starts with both dodgeballs. The empty pair works on <strong>baiting throws</strong> and catching.</p>',
      drillTypes: ['Competitive', 'Tactic-focus'], skillLevels: ['Advanced', 'Expert'], complexity: 'High',
      lengthMin: 10, lengthMax: 20, playersMin: 4, playersMax: 8, skills: ['Beater Control', 'Catching', 'Dodging', 'Decision Making'], positions: ['beater'],
    },
  },
  {
    key: 'qb-seeker-sprints',
    owner: 'coach',
    input: {
      sport: 'quadball', name: 'Seeker reaction sprints',
      briefDescription: 'Short sprints on a coach’s signal, finishing with a grab at a tail held by a partner.',
      detailedDescription: '<p>Partners stand 10 m apart. On the whistle the seeker sprints and grabs; the partner <em>turns away</em> at the last moment.</p>',
      drillTypes: ['Conditioning', 'Skill-focus'], skillLevels: ['Beginner', 'Intermediate'], complexity: 'Low',
      lengthMin: 5, lengthMax: 10, playersMin: 2, playersMax: null, skills: ['Speed', 'Reaction Time', 'Agility'], positions: ['seeker'],
    },
  },
  {
    key: 'qb-tackling-ladder',
    owner: 'admin',
    input: {
      sport: 'quadball', name: 'Safe tackling progression',
      briefDescription: 'From wrap-and-hold on the knees to full-speed tackles on a ball carrier, one safe step at a time.',
      detailedDescription: '<ol><li>Kneeling wrap</li><li>Walking wrap and turn</li><li>Jogging tackle on a pad</li><li>Live 1v1 in a 5 m channel</li></ol><p><strong>Heads up, arms wrap, no diving.</strong></p>',
      drillTypes: ['Skill-focus', 'Contact'], skillLevels: ['New to Sport', 'Beginner', 'Intermediate'], complexity: 'Medium',
      lengthMin: 15, lengthMax: 20, playersMin: 2, playersMax: 20, skills: ['Tackling', 'Strength', 'Marked Defence'], positions: ['chaser', 'keeper'],
      videoUrl: youtubeSearch('quadball tackling technique'),
    },
  },
  {
    key: 'qb-drive-and-dish',
    owner: 'admin',
    input: {
      sport: 'quadball', name: 'Drive and dish at the hoops',
      briefDescription: 'The ball carrier drives at the hoops and dishes to a cutting chaser when the keeper commits.',
      detailedDescription: '<p>Read the keeper: shoot if they stay home, <strong>dish</strong> if they step up.</p>',
      drillTypes: ['Skill-focus', 'Match-like situation'], skillLevels: ['Intermediate'], complexity: 'Medium',
      lengthMin: 10, lengthMax: 15, playersMin: 3, playersMax: 9, skills: ['Driving', 'Passing', 'Shooting', 'Cuts', 'Decision Making'], positions: ['chaser', 'keeper'],
    },
    diagrams: [{
      title: 'Drive, cut, dish', court: 'quadball-half',
      tokens: [{ position: 'chaser', at: [6, 16.5] }, { position: 'chaser', at: [8, 8] }, { position: 'keeper', team: 'b', at: [13, 16.5] }],
      arrows: [{ from: [7, 16.5], to: [12, 16.5], kind: 'run' }, { from: [9, 9], to: [14, 13], kind: 'run' }, { from: [12, 16], to: [14, 13.5], kind: 'pass' }],
    }],
  },
  {
    key: 'qb-throwbacks',
    owner: 'coach',
    input: {
      sport: 'quadball', name: 'Throwback passing lines',
      briefDescription: 'Two lines practise the over-the-shoulder throwback while running past a defender.',
      detailedDescription: '<p>Carrier runs at a cone, turns the shoulder and flips the ball back to the trailer. Trailer finishes on the hoops.</p>',
      drillTypes: ['Skill-focus'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 10, lengthMax: 15, playersMin: 4, playersMax: 12, skills: ['Throwbacks', 'Hand Offs', 'Catching', 'Timing'], positions: ['chaser'],
    },
  },
  {
    key: 'qb-wing-defence',
    owner: 'admin',
    input: {
      sport: 'quadball', name: 'Wing defence shuffle',
      briefDescription: 'Wing defenders shadow an attacking wing along the sideline and force the pass backwards.',
      detailedDescription: '<p>Stay <em>hoop side</em>, hands up, and never let the wing turn the corner.</p>',
      drillTypes: ['Tactic-focus', 'Conditioning'], skillLevels: ['Beginner', 'Intermediate'], complexity: 'Low',
      lengthMin: 8, lengthMax: 12, playersMin: 2, playersMax: 10, skills: ['Wing', 'Defence', 'Tracking', 'Agility'], positions: ['chaser'],
    },
  },
  {
    key: 'qb-full-scrimmage',
    owner: 'admin',
    input: {
      sport: 'quadball', name: 'Situational scrimmage: snitch on pitch',
      briefDescription: 'Full scrimmage starting at the 20-minute mark, seekers released, score set by the coach.',
      detailedDescription: '<p>Set a score (for example <strong>down by 30</strong>) and play out the snitch range. Debrief the decisions after each round.</p>',
      drillTypes: ['Match-like situation', 'Competitive'], skillLevels: ['Advanced', 'Expert'], complexity: 'High',
      lengthMin: 20, lengthMax: 40, playersMin: 14, playersMax: 21, skills: ['Decision Making', 'Interpositional', 'Communication', 'Beater Control'], positions: ['chaser', 'beater', 'keeper', 'seeker'],
    },
  },
  {
    key: 'qb-cool-down',
    owner: 'coach',
    input: {
      sport: 'quadball', name: 'Partner stretch and debrief',
      briefDescription: 'Ten minutes of partner stretches while each position group names one thing that worked.',
      detailedDescription: '<p>Hamstrings, hips, shoulders. Keep it calm and talk about the session.</p>',
      drillTypes: ['Cooldown'], skillLevels: ['New to Sport', 'Beginner', 'Intermediate', 'Advanced', 'Expert'], complexity: 'Low',
      lengthMin: 5, lengthMax: 10, playersMin: 2, playersMax: null, skills: ['Communication'], positions: ['chaser', 'beater', 'keeper', 'seeker'],
    },
  },
  {
    key: 'qb-keeper-hoop-zone',
    owner: 'coach',
    input: {
      sport: 'quadball', name: 'Keeper zone reads',
      briefDescription: 'A keeper works alone against four shooters and learns when to leave the hoops.',
      detailedDescription: '<p>Shooters rotate quickly. The keeper calls the ball and practises <strong>blocks and strips</strong>.</p>',
      drillTypes: ['Skill-focus'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 10, lengthMax: 15, playersMin: 5, playersMax: 6, skills: ['Positioning', 'Strips', 'Hoops/Baylor', 'Reaction Time'], positions: ['keeper'],
      visibility: 'private',
    },
    diagrams: [{
      title: 'Shooters around the keeper', court: 'quadball-half',
      tokens: [
        { position: 'keeper', at: [15, 16.5] },
        { position: 'chaser', team: 'b', at: [7, 8] }, { position: 'chaser', team: 'b', at: [5, 14] }, { position: 'chaser', team: 'b', at: [5, 20] }, { position: 'chaser', team: 'b', at: [7, 26] },
      ],
      arrows: HOOPS.map(([x, y], i) => ({ from: [6, 14 + i * 3] as [number, number], to: [x - 0.6, y] as [number, number], kind: 'pass' as const })),
    }],
  },
  {
    key: 'qb-dodgeball-blocks',
    owner: 'admin',
    input: {
      sport: 'quadball', name: 'Dodgeball blocks with a volleyball',
      briefDescription: 'Beaters block thrown dodgeballs with a held volleyball, then counter-throw.',
      detailedDescription: '<p>Start slow and close; increase distance and speed as blocks get clean.</p>',
      drillTypes: ['Skill-focus', 'Warmup'], skillLevels: ['Beginner', 'Intermediate'], complexity: 'Low',
      lengthMin: 5, lengthMax: 10, playersMin: 2, playersMax: 12, skills: ['Dodgeball Blocks', 'Throwing', 'Reaction Time'], positions: ['beater'],
      visibility: 'unlisted',
    },
  },
  {
    key: 'qb-picks-offence',
    owner: 'coach',
    input: {
      sport: 'quadball', name: 'Pick play on the wing',
      briefDescription: 'A point chaser sets a legal pick so the ball carrier can drive past the wing defender.',
      detailedDescription: '<p>Pick is set <em>stationary</em>, shoulder to shoulder. Carrier rubs off it and attacks the hoops.</p>',
      drillTypes: ['Tactic-focus'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 10, lengthMax: 20, playersMin: 4, playersMax: 8, skills: ['Picks', 'Offence', 'Driving', 'Timing'], positions: ['chaser'],
      editableByOthers: true,
    },
  },
];
