import { youtubeSearch, type DemoDrill } from './demo-drills-catalog';

export const SOCCER_DRILLS: DemoDrill[] = [
  {
    key: 'sc-rondo-4v1',
    owner: 'admin',
    input: {
      sport: 'soccer', name: 'Rondo 4v1',
      briefDescription: 'Four players keep the ball from one defender in a 10 × 10 m square; the player who loses it goes in.',
      detailedDescription: '<p>Two touches at most. Open body shape, receive on the <strong>back foot</strong>.</p>',
      drillTypes: ['Warmup', 'Small-sided game'], skillLevels: ['Beginner', 'Intermediate'], complexity: 'Low',
      lengthMin: 8, lengthMax: 12, playersMin: 5, playersMax: 5, skills: ['Possession', 'Passing', 'First Touch'], positions: ['midfielder', 'defender'],
      videoUrl: youtubeSearch('rondo 4v1 soccer drill'),
    },
    diagrams: [{
      title: 'The square', court: 'soccer-blank',
      tokens: [
        { position: 'midfielder', at: [15, 10] }, { position: 'midfielder', at: [25, 10] }, { position: 'defender', at: [15, 20] }, { position: 'defender', at: [25, 20] },
        { position: 'forward', team: 'b', at: [20, 15] },
      ],
      arrows: [{ from: [16, 10], to: [24, 10], kind: 'pass' }, { from: [25, 11], to: [25, 19], kind: 'pass' }, { from: [20, 14.5], to: [23, 11.5], kind: 'run' }],
    }],
  },
  {
    key: 'sc-rondo-5v2',
    owner: 'coach',
    parent: 'sc-rondo-4v1',
    input: {
      sport: 'soccer', name: 'Rondo 5v2 with split passes',
      briefDescription: 'Five against two in a bigger square; a pass between the two defenders scores a point.',
      detailedDescription: '<p>Defenders work as a pair: one presses, one <em>covers the split</em>.</p>',
      drillTypes: ['Small-sided game', 'Tactic-focus'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 10, lengthMax: 15, playersMin: 7, playersMax: 7, skills: ['Possession', 'Passing', 'Pressing', 'Communication'], positions: ['midfielder', 'defender'],
    },
  },
  {
    key: 'sc-rondo-transition',
    owner: 'admin',
    parent: 'sc-rondo-4v1',
    input: {
      sport: 'soccer', name: 'Rondo with transition to goal',
      briefDescription: 'When the defenders win the ball they attack a small goal straight away; the rondo team must counter-press.',
      detailedDescription: '<p>Five seconds to win it back. Teaches the <strong>reaction after losing the ball</strong>.</p>',
      drillTypes: ['Small-sided game', 'Match-like situation'], skillLevels: ['Advanced', 'Expert'], complexity: 'High',
      lengthMin: 12, lengthMax: 18, playersMin: 8, playersMax: 10, skills: ['Transition', 'Pressing', 'Possession', 'Counter-attacking'], positions: ['midfielder', 'forward', 'defender'],
    },
  },
  {
    key: 'sc-finishing-crosses',
    owner: 'admin',
    input: {
      sport: 'soccer', name: 'Finishing from wide crosses',
      briefDescription: 'Wingers cross from the byline; two strikers attack the near and far post against one defender.',
      detailedDescription: '<p>Near post attacks the space in front, far post <em>holds the run</em>. Finish first time.</p>',
      drillTypes: ['Skill-focus', 'Match-like situation'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 15, lengthMax: 20, playersMin: 6, playersMax: 12, skills: ['Crossing', 'Finishing', 'Heading', 'Timing Runs'], positions: ['forward', 'midfielder', 'goalkeeper'],
      videoUrl: youtubeSearch('crossing and finishing drill soccer'),
    },
    diagrams: [{
      title: 'Near and far post runs', court: 'soccer-half',
      tokens: [
        { position: 'midfielder', at: [6, 5] }, { position: 'forward', at: [20, 28] }, { position: 'forward', at: [22, 38] },
        { position: 'defender', team: 'b', at: [9, 32] }, { position: 'goalkeeper', team: 'b', at: [1.5, 34] },
      ],
      arrows: [{ from: [6, 6], to: [6, 28], kind: 'pass' }, { from: [19.5, 28.5], to: [7, 30], kind: 'run' }, { from: [21.5, 38], to: [8, 40], kind: 'run' }],
    }],
  },
  {
    key: 'sc-pressing-triggers',
    owner: 'coach',
    input: {
      sport: 'soccer', name: 'Pressing triggers 6v4',
      briefDescription: 'Six build from the back; four press only on a trigger: a back pass, a bad touch or a pass to the touchline.',
      detailedDescription: '<p>Call the trigger out loud. The nearest player presses, the others <strong>cut the passing lanes</strong>.</p>',
      drillTypes: ['Tactic-focus', 'Competitive'], skillLevels: ['Advanced', 'Expert'], complexity: 'High',
      lengthMin: 15, lengthMax: 25, playersMin: 10, playersMax: 12, skills: ['Pressing', 'Communication', 'Positioning', 'Transition'], positions: ['forward', 'midfielder', 'defender'],
    },
  },
  {
    key: 'sc-1v1-defending',
    owner: 'coach',
    input: {
      sport: 'soccer', name: 'Defending 1v1 in a channel',
      briefDescription: 'An attacker runs at a defender in a 10 m channel; the defender must delay and show them outside.',
      detailedDescription: '<p>Side-on stance, <em>do not dive in</em>. Tackle when the touch is heavy.</p>',
      drillTypes: ['Skill-focus', 'Competitive'], skillLevels: ['Beginner', 'Intermediate'], complexity: 'Low',
      lengthMin: 10, lengthMax: 15, playersMin: 2, playersMax: 16, skills: ['Defending 1v1', 'Tackling', 'Agility'], positions: ['defender'],
    },
  },
  {
    key: 'sc-switch-play',
    owner: 'admin',
    input: {
      sport: 'soccer', name: 'Switch the play through three zones',
      briefDescription: 'A pitch split into three zones: the ball must go through the middle zone before it is switched wide.',
      detailedDescription: '<p>Score by switching to the far zone in <strong>three passes or fewer</strong>.</p>',
      drillTypes: ['Tactic-focus', 'Small-sided game'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 15, lengthMax: 20, playersMin: 12, playersMax: 16, skills: ['Switching Play', 'Passing', 'Possession', 'Decision Making'], positions: ['midfielder', 'defender'],
    },
  },
  {
    key: 'sc-goalkeeper-handling',
    owner: 'admin',
    input: {
      sport: 'soccer', name: 'Goalkeeper handling circuit',
      briefDescription: 'Scoops, W-catches and high balls from a server, then a dive to each side.',
      detailedDescription: '<ul><li>10 scoops</li><li>10 W-catches at chest height</li><li>5 high balls with a knee up</li><li>Low dives left and right</li></ul>',
      drillTypes: ['Skill-focus', 'Warmup'], skillLevels: ['New to Sport', 'Beginner', 'Intermediate'], complexity: 'Low',
      lengthMin: 10, lengthMax: 15, playersMin: 2, playersMax: 4, skills: ['Goalkeeping', 'Agility'], positions: ['goalkeeper'],
      videoUrl: youtubeSearch('goalkeeper handling drills'),
    },
  },
  {
    key: 'sc-counter-3v2',
    owner: 'coach',
    input: {
      sport: 'soccer', name: 'Counter-attack 3v2 to goal',
      briefDescription: 'Three attackers break from halfway against two recovering defenders and a keeper.',
      detailedDescription: '<p>Eight seconds to shoot. Wide runners <em>stretch</em> the defenders, the middle player decides.</p>',
      drillTypes: ['Match-like situation', 'Competitive'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 12, lengthMax: 18, playersMin: 6, playersMax: 14, skills: ['Counter-attacking', 'Finishing', 'Speed', 'Decision Making'], positions: ['forward', 'midfielder', 'defender', 'goalkeeper'],
    },
    diagrams: [{
      title: 'The break', court: 'soccer-half',
      tokens: [
        { position: 'midfielder', at: [50, 34] }, { position: 'forward', at: [48, 15] }, { position: 'forward', at: [48, 53] },
        { position: 'defender', team: 'b', at: [30, 28] }, { position: 'defender', team: 'b', at: [30, 40] }, { position: 'goalkeeper', team: 'b', at: [1.5, 34] },
      ],
      arrows: [{ from: [49, 34], to: [32, 34], kind: 'run' }, { from: [47, 15.5], to: [16, 22], kind: 'run' }, { from: [47, 52.5], to: [16, 46], kind: 'run' }, { from: [32, 33.5], to: [17, 23], kind: 'pass' }],
    }],
  },
  {
    key: 'sc-first-touch-gates',
    owner: 'coach',
    input: {
      sport: 'soccer', name: 'First touch through gates',
      briefDescription: 'Receive a pass and take the first touch through a cone gate to either side.',
      detailedDescription: '<p>Check your shoulder before the ball arrives; the coach points to the gate late.</p>',
      drillTypes: ['Skill-focus', 'Warmup'], skillLevels: ['New to Sport', 'Beginner'], complexity: 'Low',
      lengthMin: 6, lengthMax: 10, playersMin: 2, playersMax: 20, skills: ['First Touch', 'Ball Control', 'Passing'], positions: ['midfielder', 'forward', 'defender'],
    },
  },
  {
    key: 'sc-set-piece-corners',
    owner: 'admin',
    input: {
      sport: 'soccer', name: 'Attacking corners: near-post flick',
      briefDescription: 'A rehearsed corner: near-post runner flicks on, far-post runners attack the second ball.',
      detailedDescription: '<p>Signal with a raised arm. Timing matters more than height.</p>',
      drillTypes: ['Tactic-focus'], skillLevels: ['Advanced', 'Expert'], complexity: 'Medium',
      lengthMin: 10, lengthMax: 15, playersMin: 8, playersMax: 16, skills: ['Set Pieces', 'Heading', 'Finishing'], positions: ['forward', 'defender', 'midfielder'],
      visibility: 'private',
    },
  },
  {
    key: 'sc-conditioning-box',
    owner: 'coach',
    input: {
      sport: 'soccer', name: 'Box-to-box conditioning runs',
      briefDescription: 'Timed runs between the penalty boxes with a ball at each end, in groups of four.',
      detailedDescription: '<p>Work 30 s, rest 30 s, six rounds. Keep the ball close at the turn.</p>',
      drillTypes: ['Conditioning'], skillLevels: ['Intermediate', 'Advanced', 'Expert'], complexity: 'Low',
      lengthMin: 10, lengthMax: 15, playersMin: 4, playersMax: null, skills: ['Conditioning', 'Speed', 'Dribbling'], positions: ['midfielder', 'forward', 'defender'],
      visibility: 'unlisted',
    },
  },
  {
    key: 'sc-cool-down',
    owner: 'admin',
    input: {
      sport: 'soccer', name: 'Juggling cool-down',
      briefDescription: 'Light juggling in pairs, then static stretches while the coach sums up the session.',
      detailedDescription: '<p>Count your best juggle streak and try to beat it next session.</p>',
      drillTypes: ['Cooldown'], skillLevels: ['New to Sport', 'Beginner', 'Intermediate', 'Advanced', 'Expert'], complexity: 'Low',
      lengthMin: 5, lengthMax: 10, playersMin: 2, playersMax: null, skills: ['Ball Control'], positions: ['goalkeeper', 'defender', 'midfielder', 'forward'],
    },
  },
  {
    key: 'sc-small-sided-4v4',
    owner: 'coach',
    input: {
      sport: 'soccer', name: '4v4 to four small goals',
      briefDescription: 'Two teams of four each defend two small goals on a 30 × 20 m pitch.',
      detailedDescription: '<p>Two goals to attack means <strong>switching play</strong> pays off. Three-minute games.</p>',
      drillTypes: ['Small-sided game', 'Competitive'], skillLevels: ['Beginner', 'Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 15, lengthMax: 24, playersMin: 8, playersMax: 10, skills: ['Decision Making', 'Switching Play', 'Dribbling', 'Finishing'], positions: ['midfielder', 'forward', 'defender'],
      editableByOthers: true,
    },
  },
];
