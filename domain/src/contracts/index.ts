export * from './contract-kit';
