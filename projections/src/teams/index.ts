export { teamsProjection } from './teams.projection';
export * from './teams.queries';
