export * from './plan-draft.schemas';
export * from './plan-draft.guards';
export * from './plan-draft.decider';
export * from './plan-draft.contract';
