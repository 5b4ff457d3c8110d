export { pollProjection } from './poll.projection';
export * from './poll.queries';
