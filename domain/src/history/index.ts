export * from './history.contract';
export * from './entity-history.contract';
export * from './readable-view';
export * from './readable-diff';
export * from './entity-views';
export * from './plan-restore';
export * from './trash.contract';
export * from './audit.contract';
