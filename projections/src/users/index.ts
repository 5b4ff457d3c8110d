export { usersProjection } from './users.projection';
export * from './users.queries';
