export { boardsProjection } from './boards.projection';
export * from './boards.queries';
export * from './board-share-links';
