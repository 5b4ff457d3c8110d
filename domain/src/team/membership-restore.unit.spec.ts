import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, type Actor } from '../policy/policy';
import { deciderSpec } from '../testing/decider-spec';
import { planMembershipRestore, type MembershipRestoreInput } from './membership-restore';
import { teamDecider, type TeamState } from './team.decider';
import type { TeamEvent } from './team.events';
import type { TeamDetails, TeamRole } from './team.schemas';

const details: TeamDetails = {
  name: 'Rays',
  description: '',
  sport: 'quadball',
  timeZone: 'Europe/Berlin',
  firstDayOfWeek: 1,
  practiceStartTime: '18:00',
  practiceMinutes: 90,
};
const PEOPLE = ['ann', 'ben', 'cat', 'dan', 'eve'] as const;
const ROLES: TeamRole[] = ['owner', 'admin', 'coach', 'member'];

/** A live team with exactly these members (the decider's own events). */
function teamWith(members: Record<string, TeamRole>): TeamState {
  const events: TeamEvent[] = [{ type: 'TeamCreated', data: { teamId: 't1', details, createdBy: 'x' } }];
  for (const [userId, role] of Object.entries(members))
    events.push({ type: 'TeamMemberJoined', data: { teamId: 't1', userId, role, via: { kind: 'creator' } } });
  return events.reduce(teamDecider.evolve, teamDecider.initialState());
}

/** Runs the plan's steps through the decider, as the API does; throws what the decider throws. */
function run(
  members: Record<string, TeamRole>,
  plan: ReturnType<typeof planMembershipRestore>,
): Record<string, TeamRole> {
  let state = teamWith(members);
  for (const step of plan.steps)
    for (const event of teamDecider.decide(step, state)) state = teamDecider.evolve(state, event);
  return state.status === 'none' ? {} : { ...state.members };
}

const plan = (over: Partial<MembershipRestoreInput> & Pick<MembershipRestoreInput, 'current' | 'target'>) =>
  planMembershipRestore({
    teamId: 't1',
    restorerId: null,
    unavailable: new Map(),
    may: () => true,
    nameOf: (id) => id.toUpperCase(),
    ...over,
  });

/** Memberships of up to five people with at least one owner (what the decider allows). */
const membership = fc
  .dictionary(fc.constantFrom(...PEOPLE), fc.constantFrom(...ROLES), { minKeys: 1 })
  .map((members) =>
    Object.values(members).includes('owner') ? members : { ...members, [Object.keys(members)[0]!]: 'owner' as const },
  );

describe('restoring a team’s membership', () => {
  it('adds people back, changes roles back and removes who joined since, promotions before demotions', () => {
    const current = { ann: 'owner', ben: 'coach', dan: 'member' } as const;
    const target = { ann: 'member', ben: 'admin', cat: 'owner' } as const;
    const restored = plan({ current, target });
    expect(restored.steps).toEqual([
      { type: 'RestoreMember', data: { userId: 'cat', role: 'owner' } },
      { type: 'ChangeMemberRole', data: { userId: 'ben', role: 'admin' } },
      { type: 'ChangeMemberRole', data: { userId: 'ann', role: 'member' } },
      { type: 'RemoveMember', data: { userId: 'dan' } },
    ]);
    expect(restored.skipped).toEqual([]);
    expect(run(current, restored)).toEqual(target);
  });

  it('skips deleted and disabled accounts, the restorer’s own place, and keeps an owner', () => {
    const current = { ann: 'owner', ben: 'member' } as const;
    const target = { cat: 'owner', dan: 'coach', ben: 'member' } as const;
    const restored = plan({
      current,
      target,
      unavailable: new Map([
        ['cat', 'deleted'],
        ['dan', 'disabled'],
      ]),
    });
    expect(restored.skipped).toEqual([
      { userId: 'cat', note: 'CAT was not added back as an owner: their account is deleted.' },
      { userId: 'dan', note: 'DAN was not added back as a coach: their account is disabled.' },
      { userId: 'ann', note: 'ANN stays in the team as its owner: the team needs an owner.' },
    ]);
    expect(run(current, restored)).toEqual(current);

    const mine = plan({ current: { ann: 'owner', ben: 'owner' }, target: { ben: 'owner' }, restorerId: 'ann' });
    expect(mine).toEqual({
      steps: [],
      skipped: [
        { userId: 'ann', note: 'You stay in the team as an owner: a restore leaves your own membership as it is.' },
      ],
    });
  });

  it('leaves what the restorer may not do: a team admin does not touch owners and admins', () => {
    const teamAdmin: Actor = { userId: 'eve', role: 'user', teamRoles: { t1: 'admin' } };
    const current = { ann: 'owner', eve: 'admin', ben: 'coach' } as const;
    const target = { ann: 'owner', eve: 'admin', cat: 'admin', dan: 'member' } as const;
    const restored = plan({ current, target, restorerId: 'eve', may: (permission) => can(teamAdmin, permission) });
    expect(restored.steps).toEqual([
      { type: 'RestoreMember', data: { userId: 'dan', role: 'member' } },
      { type: 'RemoveMember', data: { userId: 'ben' } },
    ]);
    expect(restored.skipped.map((s) => s.note)).toEqual([
      'CAT was not added back as an admin: only an owner can bring back, change or remove owners and admins.',
    ]);
  });

  it('property: with nothing in the way the membership equals the earlier one; otherwise only the people named differ, and an owner remains', () => {
    fc.assert(
      fc.property(
        membership,
        membership,
        fc.subarray([...PEOPLE]),
        fc.option(fc.constantFrom(...PEOPLE), { nil: null }),
        (current, target, gone, restorerId) => {
          const clean = plan({ current, target });
          expect(clean.skipped).toEqual([]);
          expect(run(current, clean)).toEqual(target);

          const hindered = plan({
            current,
            target,
            restorerId,
            unavailable: new Map(gone.map((id) => [id, 'deleted' as const])),
          });
          const after = run(current, hindered);
          expect(Object.values(after)).toContain('owner');
          const named = new Set(hindered.skipped.map((s) => s.userId));
          for (const person of PEOPLE) if (!named.has(person)) expect(after[person]).toEqual(target[person]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('team decider: a member brought back by a restore', () => {
  const spec = deciderSpec(teamDecider);
  const created: TeamEvent[] = [
    { type: 'TeamCreated', data: { teamId: 't1', details, createdBy: 'ann' } },
    { type: 'TeamMemberJoined', data: { teamId: 't1', userId: 'ann', role: 'owner', via: { kind: 'creator' } } },
  ];
  it('joins with the role they had, once; not into an archived team', () => {
    spec
      .given(created)
      .when({ type: 'RestoreMember', data: { userId: 'ben', role: 'coach' } })
      .then([
        { type: 'TeamMemberJoined', data: { teamId: 't1', userId: 'ben', role: 'coach', via: { kind: 'restore' } } },
      ]);
    spec
      .given(created)
      .when({ type: 'RestoreMember', data: { userId: 'ann', role: 'coach' } })
      .thenNothingHappens();
    spec
      .given([...created, { type: 'TeamArchived', data: { teamId: 't1' } }])
      .when({ type: 'RestoreMember', data: { userId: 'ben', role: 'coach' } })
      .thenThrows('TEAM.ARCHIVED');
  });
});
