export * from './audit.projection';
export * from './audit.queries';
export * from './trash.queries';
export * from './admin-users.queries';
export * from './audit-subjects.query';
