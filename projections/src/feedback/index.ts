export { feedbackProjection } from './feedback.projection';
export * from './feedback.queries';
