export * from './profile.queries';
export * from './my-data.query';
