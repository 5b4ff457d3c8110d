export * from './template-propagation.projection';
export * from './template-sync-due.queries';
