export * from './seasons.projection';
export * from './season-practices.projection';
export * from './seasons.queries';
