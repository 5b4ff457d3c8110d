export * from './poll.schemas';
export * from './poll.events';
export * from './poll.decider';
export * from './poll.contract';
