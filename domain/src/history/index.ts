export * from './history.contract';
