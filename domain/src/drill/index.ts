export * from './drill.schemas';
export * from './drill.events';
export * from './drill.commands';
export { drillDecider, type DrillState } from './drill.decider';
