export * from './document-versions.query';
export { BOARD_HISTORY, FORMATION_HISTORY, type DocumentHistoryTables } from './document-history';
