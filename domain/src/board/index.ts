export * from './board.events';
export * from './board.commands';
export * from './board.schemas';
export { boardAccessOf as boardStateAccess, boardDecider, type BoardState } from './board.decider';
export * from './board.contract';
