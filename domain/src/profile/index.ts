export * from './profile.schemas';
export * from './profile.contract';
export { deviceLabel } from './device-label';
