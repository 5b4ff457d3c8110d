export * from './user.schemas';
export * from './user.events';
export * from './user.commands';
export { userDecider, type UserState } from './user.decider';
export * from './user.contract';
export * from './account-deletion';
