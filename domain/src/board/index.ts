export * from './board.events';
export * from './board.commands';
export * from './board.schemas';
export { boardDecider, type BoardState } from './board.decider';
