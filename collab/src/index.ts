export * from './collab-server';
