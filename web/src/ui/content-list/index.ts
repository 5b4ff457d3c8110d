export * from './list-url-state';
export * from './url-readers';
export * from './use-content-list';
export * from './content-filters';
