export * from './formation.schemas';
export * from './formation.events';
export * from './formation.commands';
export { formationDecider, type FormationState } from './formation.decider';
export * from './formation-scene';
