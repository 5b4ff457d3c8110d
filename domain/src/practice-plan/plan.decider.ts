import { assertNever, type Decider } from '../shared/events';
import { decideBlock } from './plan-blocks.decide';
import { planDeleted, planNotFound } from './plan-errors';
import { decideItem } from './plan-items.decide';
import { decideCreate, decideMetadata } from './plan-metadata.decide';
import { decideSection } from './plan-sections.decide';
import { decideSchedule } from './plan-schedule.decide';
import type { PlanCommand } from './plan.commands';
import { evolvePlan } from './plan.evolve';
import type { PlanEvent } from './plan.events';
import { initialPlanState, type PlanFacts, type PlanState } from './plan.state';

/** Content edits need a plan that exists and is not deleted. */
function editable(state: PlanState): PlanFacts {
  if (state.status === 'none') throw planNotFound();
  if (state.status === 'deleted') throw planDeleted();
  return state;
}

export function decidePlan(command: PlanCommand, state: PlanState): PlanEvent[] {
  switch (command.type) {
    case 'CreatePlan':
      return decideCreate(command, state);
    case 'SetPlanMetadata':
      return decideMetadata(command, editable(state));
    case 'AddSection':
    case 'SetSectionDetails':
    case 'ReorderSection':
    case 'RemoveSection':
      return decideSection(command, editable(state));
    case 'AddItem':
    case 'MoveItem':
    case 'SetItemDuration':
    case 'SetItemDetails':
    case 'RemoveItem':
      return decideItem(command, editable(state));
    case 'GroupIntoParallelBlock':
    case 'AddLane':
    case 'RenameLane':
    case 'RecolourLane':
    case 'RemoveLane':
    case 'Ungroup':
      return decideBlock(command, editable(state));
    case 'PublishPlan': {
      const plan = editable(state);
      return plan.published ? [] : [{ type: 'PlanPublished', data: { planId: plan.planId, at: command.data.at } }];
    }
    case 'UnpublishPlan': {
      const plan = editable(state);
      return plan.published ? [{ type: 'PlanUnpublished', data: { planId: plan.planId } }] : [];
    }
    case 'SchedulePlan':
    case 'UnschedulePlan':
      return decideSchedule(command, editable(state));
    case 'DeletePlan':
      if (state.status === 'none') throw planNotFound();
      return state.status === 'deleted' ? [] : [{ type: 'PlanDeleted', data: { planId: state.planId } }];
    case 'RestorePlan':
      if (state.status === 'none') throw planNotFound();
      return state.status === 'active' ? [] : [{ type: 'PlanRestored', data: { planId: state.planId } }];
    case 'ApplyPlanCommands': {
      // Each command sees the state the previous ones left: all of them are stored together, or none.
      const events: PlanEvent[] = [];
      let current = state;
      for (const next of command.data.commands) {
        const decided = decidePlan(next, current);
        current = decided.reduce(evolvePlan, current);
        events.push(...decided);
      }
      return events;
    }
    default:
      return assertNever(command, 'plan command');
  }
}

export const planDecider: Decider<PlanCommand, PlanEvent, PlanState> = {
  decide: decidePlan,
  evolve: evolvePlan,
  initialState: initialPlanState,
};
