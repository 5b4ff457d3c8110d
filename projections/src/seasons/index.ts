export * from './seasons.projection';
export * from './season-practices.projection';
export * from './seasons.queries';
export * from './season-drafts.query';
