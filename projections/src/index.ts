export * from './runner';
export * from './users';
export * from './catalog';
