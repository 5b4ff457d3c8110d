import { youtubeSearch, type DemoDrill } from './demo-drills-catalog';

export const BASKETBALL_DRILLS: DemoDrill[] = [
  {
    key: 'bb-three-man-weave',
    owner: 'admin',
    input: {
      sport: 'basketball', name: 'Three-man weave',
      briefDescription: 'Three lines run the length of the court passing and going behind, finishing with a layup.',
      detailedDescription: '<p>Pass and <strong>go behind</strong> the receiver. No dribbles. Finish with a layup and return on the outside.</p>',
      drillTypes: ['Warmup', 'Skill-focus', 'Conditioning'], skillLevels: ['Beginner', 'Intermediate'], complexity: 'Medium',
      lengthMin: 8, lengthMax: 12, playersMin: 6, playersMax: 15, skills: ['Passing', 'Layups', 'Transition', 'Conditioning'],
      positions: ['point-guard', 'shooting-guard', 'small-forward', 'power-forward', 'center'], videoUrl: youtubeSearch('three man weave basketball drill'),
    },
    diagrams: [{
      title: 'First pass and cuts', court: 'basketball-full',
      tokens: [{ position: 'shooting-guard', at: [26, 3] }, { position: 'point-guard', at: [26, 7.5] }, { position: 'small-forward', at: [26, 12] }],
      arrows: [{ from: [25.5, 7.5], to: [22, 3.5], kind: 'pass' }, { from: [25.5, 7.8], to: [20, 11], kind: 'run' }, { from: [25.5, 3.3], to: [20, 7], kind: 'run' }],
    }],
  },
  {
    key: 'bb-eleven-man-break',
    owner: 'coach',
    parent: 'bb-three-man-weave',
    input: {
      sport: 'basketball', name: 'Eleven-man break',
      briefDescription: 'Continuous 3-on-2 fast breaks: the defenders rebound and outlet straight back the other way.',
      detailedDescription: '<p>Two outlet players wait on each wing. After a score or rebound the ball goes <em>immediately</em> the other way.</p>',
      drillTypes: ['Conditioning', 'Match-like situation'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'High',
      lengthMin: 10, lengthMax: 15, playersMin: 11, playersMax: 15, skills: ['Transition', 'Decision Making', 'Passing', 'Rebounding'],
      positions: ['point-guard', 'shooting-guard', 'small-forward', 'power-forward', 'center'],
    },
  },
  {
    key: 'bb-form-shooting',
    owner: 'admin',
    input: {
      sport: 'basketball', name: 'Form shooting ladder',
      briefDescription: 'One-hand shots from one metre out, stepping back after every make until the elbow.',
      detailedDescription: '<p>Balance, elbow under the ball, hold the follow-through. <strong>Five makes</strong> before stepping back.</p>',
      drillTypes: ['Shooting', 'Warmup'], skillLevels: ['New to Sport', 'Beginner', 'Intermediate'], complexity: 'Low',
      lengthMin: 5, lengthMax: 10, playersMin: 1, playersMax: 12, skills: ['Shooting', 'Footwork'], positions: ['shooting-guard', 'small-forward'],
      videoUrl: youtubeSearch('basketball form shooting drill'),
    },
  },
  {
    key: 'bb-pick-and-roll-2v2',
    owner: 'admin',
    input: {
      sport: 'basketball', name: 'Pick and roll 2v2 reads',
      briefDescription: 'Guard and big run the pick and roll against two defenders who switch, hedge or drop.',
      detailedDescription: '<p>The coach calls the coverage secretly to the defence. Offence reads it:</p><ul><li>Drop: pull-up jumper</li><li>Hedge: pocket pass to the roller</li><li>Switch: attack the mismatch</li></ul>',
      drillTypes: ['Tactic-focus', 'Competitive'], skillLevels: ['Advanced', 'Expert'], complexity: 'High',
      lengthMin: 15, lengthMax: 20, playersMin: 4, playersMax: 8, skills: ['Pick and Roll', 'Screening', 'Decision Making', 'Court Vision'], positions: ['point-guard', 'center'],
    },
    diagrams: [{
      title: 'High screen', court: 'basketball-half',
      tokens: [{ position: 'point-guard', at: [9.5, 7.5] }, { position: 'center', at: [7.5, 6.5] }, { position: 'point-guard', team: 'b', at: [8.7, 7.5] }, { position: 'center', team: 'b', at: [6, 6.5] }],
      arrows: [{ from: [9.3, 8], to: [6.5, 10.5], kind: 'run' }, { from: [7.3, 6.7], to: [3, 7.5], kind: 'run' }, { from: [6.7, 10.3], to: [3.3, 7.7], kind: 'pass' }],
    }],
  },
  {
    key: 'bb-closeout-1v1',
    owner: 'coach',
    input: {
      sport: 'basketball', name: 'Closeout and contain 1v1',
      briefDescription: 'A defender closes out from the paint to a shooter and must keep them out of the lane.',
      detailedDescription: '<p>Sprint, then <strong>chop your feet</strong> and high hand. Offence gets two dribbles to score.</p>',
      drillTypes: ['Skill-focus', 'Competitive'], skillLevels: ['Beginner', 'Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 10, lengthMax: 15, playersMin: 2, playersMax: 12, skills: ['Closeouts', 'Defence', 'Footwork'], positions: ['shooting-guard', 'small-forward', 'power-forward'],
    },
  },
  {
    key: 'bb-box-out-war',
    owner: 'coach',
    input: {
      sport: 'basketball', name: 'Box-out battle',
      briefDescription: 'Three defenders box out three offensive players on a missed shot; the team with the rebound scores a point.',
      detailedDescription: '<p>Contact first, then find the ball. Play to five.</p>',
      drillTypes: ['Competitive', 'Skill-focus'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 8, lengthMax: 12, playersMin: 6, playersMax: 10, skills: ['Boxing Out', 'Rebounding', 'Communication'], positions: ['power-forward', 'center', 'small-forward'],
    },
  },
  {
    key: 'bb-mikan',
    owner: 'admin',
    input: {
      sport: 'basketball', name: 'Mikan drill',
      briefDescription: 'Alternating layups under the basket without the ball touching the floor.',
      detailedDescription: '<p>Right hand on the right side, left hand on the left. Count makes in 60 seconds.</p>',
      drillTypes: ['Warmup', 'Skill-focus'], skillLevels: ['New to Sport', 'Beginner'], complexity: 'Low',
      lengthMin: 3, lengthMax: 6, playersMin: 1, playersMax: 6, skills: ['Layups', 'Footwork'], positions: ['center', 'power-forward'],
      videoUrl: youtubeSearch('mikan drill'),
    },
  },
  {
    key: 'bb-shell-defence',
    owner: 'admin',
    input: {
      sport: 'basketball', name: 'Shell defence (4 on 4)',
      briefDescription: 'Four defenders move on every pass: ball, help and deny positions, then live play.',
      detailedDescription: '<p>Talk on every pass: <em>“ball!”, “help!”, “deny!”</em>. Add skip passes and drives once the shifts are clean.</p>',
      drillTypes: ['Tactic-focus'], skillLevels: ['Intermediate', 'Advanced', 'Expert'], complexity: 'High',
      lengthMin: 15, lengthMax: 25, playersMin: 8, playersMax: 10, skills: ['Help Defence', 'Communication', 'Defence', 'Spacing'],
      positions: ['point-guard', 'shooting-guard', 'small-forward', 'power-forward'],
    },
    diagrams: [{
      title: 'Ball on the wing', court: 'basketball-half',
      tokens: [
        { position: 'point-guard', team: 'b', at: [11.5, 7.5] }, { position: 'shooting-guard', team: 'b', at: [8, 1.5] }, { position: 'small-forward', team: 'b', at: [8, 13.5] }, { position: 'power-forward', team: 'b', at: [3, 13] },
        { position: 'point-guard', at: [10, 6] }, { position: 'shooting-guard', at: [7, 2.5] }, { position: 'small-forward', at: [5, 9] }, { position: 'power-forward', at: [3, 11] },
      ],
      arrows: [{ from: [11, 7], to: [8.5, 2], kind: 'pass' }, { from: [5, 9.5], to: [4.5, 6.5], kind: 'run' }],
    }],
  },
  {
    key: 'bb-free-throw-pressure',
    owner: 'coach',
    input: {
      sport: 'basketball', name: 'Free throws under fatigue',
      briefDescription: 'Sprint a suicide, then shoot two free throws; misses cost the team a sprint.',
      detailedDescription: '<p>Same routine every time. Breathe out before the shot.</p>',
      drillTypes: ['Shooting', 'Conditioning'], skillLevels: ['Beginner', 'Intermediate', 'Advanced'], complexity: 'Low',
      lengthMin: 5, lengthMax: 10, playersMin: 1, playersMax: 15, skills: ['Free Throws', 'Conditioning'],
      positions: ['point-guard', 'shooting-guard', 'small-forward', 'power-forward', 'center'],
    },
  },
  {
    key: 'bb-post-moves',
    owner: 'admin',
    input: {
      sport: 'basketball', name: 'Post moves series',
      briefDescription: 'Drop step, up and under and jump hook from both blocks against a pad.',
      detailedDescription: '<p>Catch with a <strong>wide base</strong>, chin the ball, read the defender’s hip.</p>',
      drillTypes: ['Skill-focus'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'Medium',
      lengthMin: 10, lengthMax: 15, playersMin: 2, playersMax: 6, skills: ['Post Moves', 'Footwork', 'Layups'], positions: ['center', 'power-forward'],
      visibility: 'private',
    },
  },
  {
    key: 'bb-zig-zag',
    owner: 'coach',
    input: {
      sport: 'basketball', name: 'Zig-zag dribble and defence',
      briefDescription: 'A ball handler zig-zags up the court while a defender turns them at every sideline.',
      detailedDescription: '<p>Offence: change of direction with the <em>off hand</em> protecting. Defence: hips low, beat them to the spot.</p>',
      drillTypes: ['Warmup', 'Skill-focus'], skillLevels: ['Beginner', 'Intermediate'], complexity: 'Low',
      lengthMin: 6, lengthMax: 10, playersMin: 2, playersMax: 14, skills: ['Dribbling', 'Ball Handling', 'Defence', 'Agility'], positions: ['point-guard', 'shooting-guard'],
    },
  },
  {
    key: 'bb-motion-offence',
    owner: 'admin',
    input: {
      sport: 'basketball', name: 'Five-out motion: pass, cut, replace',
      briefDescription: 'Five players spaced around the arc learn the pass-cut-replace rule with no defence, then live.',
      detailedDescription: '<ol><li>Pass and basket-cut</li><li>Fill the empty spot</li><li>Add a defender per level</li></ol>',
      drillTypes: ['Tactic-focus', 'Match-like situation'], skillLevels: ['Intermediate', 'Advanced'], complexity: 'High',
      lengthMin: 15, lengthMax: 25, playersMin: 5, playersMax: 10, skills: ['Spacing', 'Cutting', 'Passing', 'Court Vision'],
      positions: ['point-guard', 'shooting-guard', 'small-forward', 'power-forward', 'center'], visibility: 'unlisted',
    },
  },
  {
    key: 'bb-cool-down-shooting',
    owner: 'coach',
    input: {
      sport: 'basketball', name: 'Cool-down spot shooting',
      briefDescription: 'Easy shots from five spots while heart rates come down, then stretch.',
      detailedDescription: '<p>Two makes per spot. Finish with calves, hamstrings and hip flexors.</p>',
      drillTypes: ['Cooldown', 'Shooting'], skillLevels: ['New to Sport', 'Beginner', 'Intermediate', 'Advanced', 'Expert'], complexity: 'Low',
      lengthMin: 5, lengthMax: 10, playersMin: 1, playersMax: null, skills: ['Shooting'], positions: ['shooting-guard', 'small-forward', 'point-guard'],
    },
  },
];
