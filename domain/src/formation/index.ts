export * from './formation.schemas';
export * from './formation.events';
export * from './formation.commands';
export { formationAccessOf, formationDecider, type FormationState } from './formation.decider';
export * from './formation.contract';
export * from './formation-scene';
