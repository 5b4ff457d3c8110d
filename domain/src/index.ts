export * from './shared/events';
export * from './shared/errors';
export * from './user';
export * from './policy';
export * from './event-types';
