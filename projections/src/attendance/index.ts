export * from './attendance.projection';
export * from './attendance.queries';
export * from './season-week.queries';
