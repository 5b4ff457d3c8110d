export * from './drill.schemas';
export * from './drill.events';
export * from './drill.commands';
export { drillDecider, type DrillState } from './drill.decider';
export { drillAccessOf } from './drill.access';
export * from './drill.contract';
