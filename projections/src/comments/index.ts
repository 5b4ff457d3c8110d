export { commentsProjection } from './comments.projection';
export * from './comments.queries';
