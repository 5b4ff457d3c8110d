export * from './feedback.schemas';
export * from './feedback.events';
export * from './feedback.decider';
export * from './feedback.contract';
