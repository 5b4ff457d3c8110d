export * from './shared/events';
export * from './shared/errors';
