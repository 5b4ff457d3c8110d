export * from './document-events';
export * from './document-log';
export * from './collab-document-kinds';
export * from './collab-token';
export * from './document-versions';
