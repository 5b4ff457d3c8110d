export * from './attendance';
export * from './attendance.contract';
