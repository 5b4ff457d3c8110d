export * from './profile.queries';
