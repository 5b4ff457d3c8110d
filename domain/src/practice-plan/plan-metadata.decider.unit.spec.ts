import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import {
  PLAN_ID,
  block,
  drillItem,
  lane,
  metadata,
  planCreated,
  samplePlan,
  section,
  stateAfter,
} from './testing/plan.fixture';
import { planDecider } from './plan.decider';
import type { PlanCommand } from './plan.commands';
import type { PlanEvent } from './plan.events';

const spec = deciderSpec(planDecider);
const created = planCreated(samplePlan());
const create = (over: Partial<Extract<PlanCommand, { type: 'CreatePlan' }>['data']> = {}): PlanCommand => ({
  type: 'CreatePlan',
  data: {
    planId: PLAN_ID,
    ownerId: 'u1',
    metadata: metadata(),
    sections: samplePlan(),
    copiedFrom: null,
    draftId: null,
    ...over,
  },
});

describe('plan: create', () => {
  it('creates a plan with its sections and items', () => {
    spec.given([]).when(create()).then([created]);
    expect(stateAfter([created])).toMatchObject({
      status: 'active',
      planId: PLAN_ID,
      ownerId: 'u1',
      published: false,
      publishedAt: null,
    });
  });
  it('refuses a second create, duplicate ids anywhere, bad items and team visibility without a team', () => {
    spec.given([created]).when(create()).thenThrows('PLAN.ALREADY_EXISTS');
    spec
      .given([])
      .when(
        create({
          sections: [section('s1', [drillItem('x')]), section('s2', [block('b', [lane('l', [drillItem('x')])])])],
        }),
      )
      .thenThrows('PLAN.DUPLICATE_ID');
    spec
      .given([])
      .when(create({ sections: [section('s1', [drillItem('x', -3)])] }))
      .thenThrows('PLAN.INVALID_DURATION');
    spec
      .given([])
      .when(create({ sections: [section('s1', [block('b', [])])] }))
      .thenThrows('PLAN.EMPTY_BLOCK');
    spec
      .given([])
      .when(create({ metadata: metadata({ visibility: 'team' }) }))
      .thenThrows('PLAN.TEAM_REQUIRED');
    spec
      .given([])
      .when(create({ metadata: metadata({ name: ' ' }) }))
      .thenThrows('PLAN.INVALID_NAME');
    spec
      .given([])
      .when(create({ metadata: metadata({ startTime: '25:00' }) }))
      .thenThrows('PLAN.INVALID_METADATA');
  });
  it('refuses more than 500 items', () => {
    const many = Array.from({ length: 6 }, (_, s) =>
      section(
        `s${s}`,
        Array.from({ length: 90 }, (_, i) => drillItem(`i${s}-${i}`)),
      ),
    );
    spec
      .given([])
      .when(create({ sections: many }))
      .thenThrows('PLAN.TOO_BIG');
  });
});

describe('plan: metadata', () => {
  it('records only the fields that change, with old values', () => {
    spec
      .given([created])
      .when({
        type: 'SetPlanMetadata',
        data: { changes: { name: 'Thursday', startTime: '18:00', visibility: 'private' } },
      })
      .then([
        {
          type: 'PlanMetadataChanged',
          data: {
            planId: PLAN_ID,
            changes: { name: { from: 'Tuesday practice', to: 'Thursday' }, startTime: { from: null, to: '18:00' } },
          },
        },
      ]);
    spec
      .given([created])
      .when({ type: 'SetPlanMetadata', data: { changes: { name: 'Tuesday practice', practiceGoals: [] } } })
      .thenNothingHappens();
  });
  it('checks the plan as it would be', () => {
    spec
      .given([created])
      .when({ type: 'SetPlanMetadata', data: { changes: { visibility: 'team' } } })
      .thenThrows('PLAN.TEAM_REQUIRED');
    const teamId = '3f1c2a9e-1111-4222-8333-444455556666';
    spec
      .given([created])
      .when({ type: 'SetPlanMetadata', data: { changes: { visibility: 'team', teamId } } })
      .then([
        {
          type: 'PlanMetadataChanged',
          data: {
            planId: PLAN_ID,
            changes: { visibility: { from: 'private', to: 'team' }, teamId: { from: null, to: teamId } },
          },
        },
      ]);
  });
});

describe('plan: publish, delete, restore', () => {
  const published: PlanEvent = { type: 'PlanPublished', data: { planId: PLAN_ID, at: '2025-09-01T10:00:00.000Z' } };
  const deleted: PlanEvent = { type: 'PlanDeleted', data: { planId: PLAN_ID } };
  it('publishes and unpublishes once', () => {
    spec
      .given([created])
      .when({ type: 'PublishPlan', data: { at: '2025-09-01T10:00:00.000Z' } })
      .then([published]);
    spec
      .given([created, published])
      .when({ type: 'PublishPlan', data: { at: '2025-09-02T10:00:00.000Z' } })
      .thenNothingHappens();
    spec
      .given([created, published])
      .when({ type: 'UnpublishPlan', data: {} })
      .then([{ type: 'PlanUnpublished', data: { planId: PLAN_ID } }]);
    spec.given([created]).when({ type: 'UnpublishPlan', data: {} }).thenNothingHappens();
    expect(stateAfter([created, published])).toMatchObject({
      published: true,
      publishedAt: '2025-09-01T10:00:00.000Z',
    });
  });
  it('deletes and restores once; a deleted plan takes no edits', () => {
    spec.given([created]).when({ type: 'DeletePlan', data: {} }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'DeletePlan', data: {} }).thenNothingHappens();
    spec
      .given([created, deleted])
      .when({ type: 'RestorePlan', data: {} })
      .then([{ type: 'PlanRestored', data: { planId: PLAN_ID } }]);
    spec.given([created]).when({ type: 'RestorePlan', data: {} }).thenNothingHappens();
    spec
      .given([created, deleted])
      .when({ type: 'PublishPlan', data: { at: 'x' } })
      .thenThrows('PLAN.DELETED');
    spec
      .given([created, deleted])
      .when({ type: 'SetPlanMetadata', data: { changes: { name: 'x' } } })
      .thenThrows('PLAN.DELETED');
    spec.given([]).when({ type: 'DeletePlan', data: {} }).thenThrows('PLAN.NOT_FOUND');
  });
});

describe('plan: several commands at once', () => {
  it('decides each on the state the previous left, storing all or nothing', () => {
    spec
      .given([created])
      .when({
        type: 'ApplyPlanCommands',
        data: {
          commands: [
            { type: 'AddItem', data: { item: drillItem('n'), to: { sectionId: 's3', index: null } } },
            { type: 'SetItemDuration', data: { itemId: 'n', durationMinutes: 12 } },
          ],
        },
      })
      .then([
        {
          type: 'PlanItemAdded',
          data: {
            planId: PLAN_ID,
            item: drillItem('n'),
            to: { sectionId: 's3', blockId: null, laneId: null, index: 0 },
          },
        },
        { type: 'PlanItemDurationSet', data: { planId: PLAN_ID, itemId: 'n', from: 10, to: 12 } },
      ]);
    spec
      .given([created])
      .when({
        type: 'ApplyPlanCommands',
        data: {
          commands: [
            { type: 'AddItem', data: { item: drillItem('n'), to: { sectionId: 's3', index: null } } },
            { type: 'RemoveItem', data: { itemId: 'gone' } },
          ],
        },
      })
      .thenThrows('PLAN.ITEM_NOT_FOUND');
  });
});
