export * from './runner';
export * from './users';
export * from './boards';
export * from './drills';
export * from './comments';
export * from './drill-imports';
export * from './catalog';
